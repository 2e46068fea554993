import {
  cellKey,
  comparativeMap,
  isBestOffer,
  offerOf,
  type ComparableQuotation,
} from '@procura/shared'

const quotation = (
  round: number,
  supplierId: string,
  itemId: string,
  proposals: Partial<ComparableQuotation> = {}
): ComparableQuotation => ({
  round,
  supplierId,
  itemId,
  responseStatus: 'ANSWERED',
  ...proposals,
})

describe('comparative map', () => {
  it('takes the negotiated price, else the equalized, else the initial, of answered quotations only', () => {
    expect(
      offerOf(
        quotation(1, 's', 'i', {
          initialProposal: 10,
          equalizedProposal: 9,
          negotiatedProposal: 8,
        })
      )
    ).toBe('8')
    expect(
      offerOf(
        quotation(1, 's', 'i', { initialProposal: 10, equalizedProposal: 9 })
      )
    ).toBe('9')
    expect(offerOf(quotation(1, 's', 'i', { initialProposal: '10' }))).toBe(
      '10'
    )
    expect(
      offerOf({
        ...quotation(1, 's', 'i', { initialProposal: 1 }),
        responseStatus: 'DECLINED',
      })
    ).toBeNull()
  })

  it('finds the best offer of each item per round and over all rounds', () => {
    const quotations = [
      quotation(1, 'acme', 'bolt', { initialProposal: 12 }),
      quotation(1, 'zeta', 'bolt', { initialProposal: 11 }),
      quotation(2, 'acme', 'bolt', {
        initialProposal: 12,
        negotiatedProposal: 10,
      }),
      quotation(2, 'zeta', 'bolt', {
        initialProposal: 11,
        equalizedProposal: 10.5,
      }),
      quotation(1, 'acme', 'nut', { initialProposal: 3 }),
      { ...quotation(1, 'zeta', 'nut'), responseStatus: 'PENDING' as const },
    ]
    const { rounds, rows } = comparativeMap(
      ['bolt', 'nut', 'washer'],
      quotations
    )
    expect(rounds).toEqual([1, 2])
    const [bolt, nut, washer] = rows
    expect([...bolt.bestByRound]).toEqual([
      [1, '11'],
      [2, '10'],
    ])
    expect(bolt.best).toBe('10')
    expect(isBestOffer(bolt, bolt.cells.get(cellKey('acme', 2))!)).toBe(true)
    expect(isBestOffer(bolt, bolt.cells.get(cellKey('zeta', 2))!)).toBe(false)
    expect([...nut.bestByRound]).toEqual([
      [1, '3'],
      [2, null],
    ])
    expect(isBestOffer(nut, nut.cells.get(cellKey('zeta', 1))!)).toBe(false)
    expect(washer.best).toBeNull()
    expect(washer.cells.size).toBe(0)
  })

  it('marks every supplier tied on the best offer', () => {
    const { rows } = comparativeMap(
      ['bolt'],
      [
        quotation(1, 'acme', 'bolt', { initialProposal: 5 }),
        // the same price written with a trailing zero, as numeric(20, 6) may send it
        quotation(1, 'zeta', 'bolt', { initialProposal: '5.000000' }),
      ]
    )
    expect(
      [...rows[0].cells.values()].map((q) => isBestOffer(rows[0], q))
    ).toEqual([true, true])
  })
})
