// The formatters live in @procura/shared (api and web); web's jest is where they are tested.
import {
  formatCompactMoney,
  formatDate,
  formatDateTime,
  formatFileSize,
  formatMoney,
  formatMonth,
  formatNumber,
  formatVolume,
  formatYearMonth,
} from '@procura/shared'

// Intl separates a currency symbol with a no-break space in pt-BR
const plain = (text: string) => text.replace(/\s/g, ' ')

describe('formatters', () => {
  it('write money as each locale does', () => {
    expect(formatMoney(1234.5, 'BRL', 'en')).toBe('R$1,234.50')
    expect(plain(formatMoney('1234.5', 'BRL', 'pt'))).toBe('R$ 1.234,50')
    expect(formatMoney(99, 'USD', 'en-US')).toBe('$99.00')
  })

  it('shorten large money for charts', () => {
    expect(formatCompactMoney(1_250_000, 'USD', 'en')).toBe('$1.3M')
    expect(plain(formatCompactMoney(1_250_000, 'BRL', 'pt'))).toBe('R$ 1,3 mi')
  })

  it('write numbers and volumes with the locale separators', () => {
    expect(formatNumber(12500.456, 'en')).toBe('12,500.46')
    expect(formatNumber(12500.456, 'pt')).toBe('12.500,46')
    expect(formatVolume(12500, 'pt', 'KG')).toBe('12.500 KG')
  })

  it('write calendar dates without shifting the day', () => {
    expect(formatDate('2026-01-31', 'en')).toBe('1/31/2026')
    expect(formatDate(new Date('2026-01-31T00:00:00Z'), 'pt')).toBe(
      '31/01/2026'
    )
  })

  it('write a file size that never reads 0 KB', () => {
    expect(formatFileSize(312, 'en')).toBe('312 bytes')
    expect(formatFileSize(1536, 'en')).toBe('1.5 kB')
    expect(formatFileSize(10 * 1024 * 1024, 'pt')).toBe('10 MB')
  })

  it('write a moment with its time and a four-digit year', () => {
    const moment = new Date('2026-11-23T15:05:00Z')
    expect(formatDateTime(moment, 'en')).toMatch(
      /^11\/2[34]\/2026, \d{1,2}:05\s?[AP]M$/
    )
    expect(formatDateTime(moment, 'pt')).toMatch(/^2[34]\/11\/2026, \d{2}:05$/)
  })

  it('abbreviate months from Jan to Dec', () => {
    expect([0, 11].map((month) => formatMonth(month, 'en'))).toEqual([
      'Jan',
      'Dec',
    ])
    expect([0, 4].map((month) => formatMonth(month, 'pt'))).toEqual([
      'jan.',
      'mai.',
    ])
  })

  it('write a month of a year, the first day of it whatever the zone', () => {
    expect(formatYearMonth('2026-01', 'en')).toBe('Jan 2026')
    expect(plain(formatYearMonth('2026-12', 'pt'))).toBe('dez. de 2026')
  })
})
