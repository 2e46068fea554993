import { type CopiedLine, MatchCopy } from './matchCopy'

// Many lines matched in one go (those read while the commitments loaded, at the import's end): every
// table's file then takes many batches at once, and the copy must wait for all of them to drain.

const line = (n: number): CopiedLine => ({
  id: String(1_000_000 + n),
  companyId: 'company-acme',
  date: '2026-03-05',
  supplier: 'Fornecedor Aço Inox Ltda',
  supplierCode: null,
  supplierVat: null,
  material: 'Bobina de aço',
  materialCode: 'MAT-1',
  spend: '1234567890.12',
  volume: '12.5',
  unitOfMeasureId: 'unit-kg',
  materialCategoryId: 'cat-steel',
  categoryManagerId: null,
  plant: 'Campinas',
})

describe('match files', () => {
  it('are drained after a backlog of lines was matched at once into every table', async () => {
    const matches = await MatchCopy.open()
    try {
      // under a contract and an award, or off another supplier's contract
      for (let n = 0; n < 120_000; n++)
        matches.add(
          line(n),
          n % 2
            ? {
                offContract: {
                  contractId: 'contract-2',
                  place: 0.75,
                  reason: 'OTHER_SUPPLIER',
                },
              }
            : {
                contract: {
                  id: 'contract-1',
                  place: 0,
                  priceVariance: '-1.50',
                },
                award: {
                  id: 'award-1',
                  place: 0.5,
                  priceVariance: null,
                  saving: '10.00',
                },
              }
        )
      expect(matches.behind).toBe(true)
      await matches.drained()
      expect(matches.behind).toBe(false)
    } finally {
      await matches.discard()
    }
  })
})
