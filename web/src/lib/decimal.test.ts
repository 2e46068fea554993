// The one number parser of every input (fields, grid cells, paste, CSV), from @procura/shared.
import {
  awardSchema,
  NumberProblem,
  quotationSchema,
  readDecimal,
  writeDecimal,
} from '@procura/shared'
import type * as yup from 'yup'

const read = (typed: string, locale: string) => {
  const value = readDecimal(typed, locale)
  return value instanceof NumberProblem ? value.message.key : value
}

describe('reading numbers as people type them', () => {
  // typed, English, Portuguese: a decimal's text, or the message that refuses it
  it.each([
    ['3.40', '3.4', 'validation.decimalComma'],
    ['3,40', 'validation.decimalPoint', '3.4'],
    ['3.35', '3.35', 'validation.decimalComma'],
    ['3,45', 'validation.decimalPoint', '3.45'],
    ['1,234.5', '1234.5', '1234.5'],
    ['1.234,5', '1234.5', '1234.5'],
    ['1,234', '1234', '1.234'],
    ['1.234', '1.234', '1234'],
    ['1,234,567.89', '1234567.89', '1234567.89'],
    ['1.234.567,89', '1234567.89', '1234567.89'],
    ['12,34,567', 'validation.decimalPoint', 'validation.number'],
    ['1234567', '1234567', '1234567'],
    ['0.5', '0.5', 'validation.decimalComma'],
    ['.5', '0.5', 'validation.decimalComma'],
    [',5', 'validation.decimalPoint', '0.5'],
    ['-2.5', '-2.5', 'validation.decimalComma'],
    ['-2,5', 'validation.decimalPoint', '-2.5'],
    [' 1 234,5 ', 'validation.decimalPoint', '1234.5'],
    [
      '12345678901234.123456',
      '12345678901234.123456',
      'validation.decimalComma',
    ],
    [
      '12345678901234,123456',
      'validation.decimalPoint',
      '12345678901234.123456',
    ],
    ['0.1', '0.1', 'validation.decimalComma'],
    ['abc', 'validation.number', 'validation.number'],
    ['3.4.5', 'validation.number', 'validation.decimalComma'],
    ['1e5', 'validation.number', 'validation.number'],
    ['R$ 5', 'validation.number', 'validation.number'],
    ['-', 'validation.number', 'validation.number'],
    ['', null, null],
    ['   ', null, null],
  ])('%p is %p in English and %p in Portuguese', (typed, en, pt) => {
    expect(read(typed, 'en')).toBe(en)
    expect(read(typed, 'en-US')).toBe(en)
    expect(read(typed, 'pt')).toBe(pt)
    expect(read(typed, 'pt-BR')).toBe(pt)
  })

  it('writes a decimal for an input as the language does, without grouping, digit for digit', () => {
    expect(writeDecimal('1234.5', 'en')).toBe('1234.5')
    expect(writeDecimal('1234.5', 'pt')).toBe('1234,5')
    expect(writeDecimal('12345678901234.123456', 'pt')).toBe(
      '12345678901234,123456'
    )
    expect(writeDecimal(null, 'pt')).toBe('')
  })

  it('reads back what it wrote, in either language, unchanged', () => {
    for (const value of ['3.2', '0.000001', '12345678901234.123456', '100'])
      for (const locale of ['en', 'pt'])
        expect(readDecimal(writeDecimal(value, locale), locale)).toBe(value)
  })
})

describe('the decimal rules of every form and the api', () => {
  // an award's unit price: a price column, numeric(20, 6)
  const problem = async (value: unknown) =>
    awardSchema.validateAt('unitPrice', { unitPrice: value }).then(
      (valid) => valid,
      (error: yup.ValidationError) =>
        (error.errors[0] as unknown as { key: string }).key
    )

  it('keeps a decimal as exact text', async () => {
    expect(await problem('3.2')).toBe('3.2')
    expect(await problem(3.2)).toBe('3.2')
    expect(await problem('12345678901234.123456')).toBe('12345678901234.123456')
  })

  it('refuses with a message what is not a number, negative, too precise or too large', async () => {
    expect(await problem('')).toBe('validation.required')
    expect(await problem(readDecimal('abc', 'en'))).toBe('validation.number')
    expect(await problem(readDecimal('3,40', 'en'))).toBe(
      'validation.decimalPoint'
    )
    expect(await problem('-1')).toBe('validation.nonNegative')
    expect(await problem('1.1234567')).toBe('validation.decimals')
    expect(await problem('123456789012345')).toBe('validation.digits')
    expect(await problem('1,5')).toBe('validation.number')
  })

  it('gives a negative quotation price "zero or more", not "a number"', async () => {
    await expect(
      quotationSchema.validateAt('initialProposal', { initialProposal: '-3' })
    ).rejects.toMatchObject({ errors: [{ key: 'validation.nonNegative' }] })
  })
})
