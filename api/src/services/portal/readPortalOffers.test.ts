import { readPortalOffers } from '@procura/shared'

// the longest text a form field takes (spec §5)
const TEXT_MAX = 5000

// The portal answer's rules, read by plain code (a deadline brings hundreds of answers of hundreds
// of rows at once): what a supplier's grid sends, as kept or refused with its row and column.

const ALL_FIELDS = [
  'annualVolume',
  'paymentTerms',
  'incotermId',
  'agreement',
  'additionalInformation',
]

const problemOf = (
  rows: unknown[],
  fields: string[] = ALL_FIELDS,
  submitted = true
) => {
  const read = readPortalOffers(fields, rows, { submitted })
  return 'problem' in read ? read.problem : null
}

describe('readPortalOffers', () => {
  it('keeps the columns the round asks, written as they travel, and drops the rest', () => {
    expect(
      readPortalOffers(
        ['paymentTerms'],
        [
          {
            itemId: 'a',
            unitPrice: ' 8.10 ',
            paymentTerms: '30',
            annualVolume: '5',
            note: 'x',
          },
          { itemId: 'b', unitPrice: 1234567.5, declined: false },
        ],
        { submitted: true }
      )
    ).toEqual({
      offers: [
        { itemId: 'a', declined: false, unitPrice: '8.1', paymentTerms: 30 },
        { itemId: 'b', declined: false, unitPrice: '1234567.5' },
      ],
    })
  })

  it('a declined item keeps no price, however the decline is written', () => {
    expect(
      readPortalOffers(
        [],
        [{ itemId: 'a', declined: 'true', unitPrice: '9' }],
        { submitted: true }
      )
    ).toEqual({ offers: [{ itemId: 'a', declined: true }] })
  })

  it('a draft may leave a price empty; a submitted answer prices every item above zero', () => {
    expect(problemOf([{ itemId: 'a', unitPrice: '' }], [], false)).toBeNull()
    expect(problemOf([{ itemId: 'a', unitPrice: '' }])).toEqual({
      path: '[0].unitPrice',
      message: { key: 'portal.errors.price' },
    })
    expect(
      problemOf([
        { itemId: 'a', unitPrice: '1' },
        { itemId: 'b', unitPrice: '0' },
      ])
    ).toEqual({
      path: '[1].unitPrice',
      message: { key: 'portal.errors.price' },
    })
  })

  it('refuses each broken rule with its row, column and message', () => {
    const priced = { itemId: 'a', unitPrice: '10' }
    expect(problemOf([{ ...priced, unitPrice: '-3' }])?.message).toEqual({
      key: 'validation.nonNegative',
    })
    expect(problemOf([{ ...priced, unitPrice: '1.1234567' }])?.message).toEqual(
      {
        key: 'validation.decimals',
        values: { max: 6 },
      }
    )
    expect(
      problemOf([{ ...priced, unitPrice: '123456789012345' }])?.message
    ).toEqual({
      key: 'validation.digits',
      values: { max: 14 },
    })
    expect(problemOf([priced, { ...priced, paymentTerms: 1.5 }])).toEqual({
      path: '[1].paymentTerms',
      message: { key: 'validation.integer' },
    })
    expect(problemOf([{ ...priced, agreementLength: -1 }])?.path).toBe(
      '[0].agreementLength'
    )
    expect(
      problemOf([{ ...priced, agreementPeriod: 'WEEKS' }])?.message
    ).toEqual({ key: 'validation.fromList' })
    expect(
      problemOf([
        { ...priced, additionalInformation: 'x'.repeat(TEXT_MAX + 1) },
      ])?.message
    ).toEqual({
      key: 'validation.max',
      values: { max: TEXT_MAX },
    })
    expect(problemOf([{ ...priced, incotermId: 42 }])?.message).toEqual({
      key: 'validation.type',
    })
    expect(problemOf([priced, 'steel'])).toEqual({
      path: '[1]',
      message: { key: 'validation.type' },
    })
    expect(problemOf([{ unitPrice: '1' }])).toEqual({
      path: '[0].itemId',
      message: { key: 'validation.required' },
    })
  })
})
