import { portalColumns, portalRows, rowOfField, toOffers } from './portalRows'

describe('portal rows', () => {
  const items = [{ id: 'a' }, { id: 'b' }]

  it('asks the unit price, the fields the round asks, and the decline, in that order', () => {
    expect(
      portalColumns(['agreement', 'annualVolume']).map((c) => c.field)
    ).toEqual([
      'unitPrice',
      'annualVolume',
      'agreementLength',
      'agreementPeriod',
      'declined',
    ])
  })

  it('fills rows from the saved answer and sends them back as the api reads them', () => {
    const columns = portalColumns(['paymentTerms'])
    const rows = portalRows(items, columns, [
      { itemId: 'b', unitPrice: '10.50', paymentTerms: 30, declined: false },
    ])
    expect(rows).toEqual([
      { itemId: 'a', unitPrice: '', paymentTerms: '', declined: '' },
      { itemId: 'b', unitPrice: '10.5', paymentTerms: '30', declined: '' },
    ])
    expect(toOffers(rows, columns)).toEqual([
      { itemId: 'a', declined: false },
      { itemId: 'b', unitPrice: '10.5', paymentTerms: 30, declined: false },
    ])
  })

  it('reads the row an api error names', () => {
    expect(rowOfField('[12].unitPrice')).toBe(12)
    expect(rowOfField('unitPrice')).toBeNull()
    expect(rowOfField(undefined)).toBeNull()
  })
})
