import { readDay, writeDay } from '@procura/shared'

describe('days as the app language writes them', () => {
  it.each([
    // text, locale, ISO day ('' empty, null not a day)
    ['1/31/2026', 'en', '2026-01-31'],
    ['01/31/2026', 'en', '2026-01-31'],
    ['31/01/2026', 'pt', '2026-01-31'],
    ['5/3/2026', 'en', '2026-05-03'],
    ['5/3/2026', 'pt', '2026-03-05'],
    ['31/01/2026', 'en', null],
    ['1/31/2026', 'pt', null],
    ['2026-01-31', 'en', '2026-01-31'],
    ['2026-01-31', 'pt', '2026-01-31'],
    ['29/02/2027', 'pt', null],
    ['29/02/2028', 'pt', '2028-02-29'],
    ['31.01.2026', 'pt', '2026-01-31'],
    ['1/31/26', 'en', null],
    ['tomorrow', 'en', null],
    ['  ', 'pt', ''],
  ])('reads %p in %s as %p', (text, locale, day) => {
    expect(readDay(text, locale)).toBe(day)
  })

  it('writes a day in the app language, whatever the browser speaks', () => {
    expect(writeDay('2026-01-31', 'en')).toBe('01/31/2026')
    expect(writeDay('2026-01-31', 'pt')).toBe('31/01/2026')
    expect(writeDay('', 'pt')).toBe('')
  })

  it.each(['en', 'pt'])('reads back what it writes in %s', (locale) => {
    expect(readDay(writeDay('2027-12-05', locale), locale)).toBe('2027-12-05')
  })
})
