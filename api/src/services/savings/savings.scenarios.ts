import { ids, sourcingScenario } from 'src/lib/testing/sourcingScenario'

const currency = (code: string, name: string) => ({
  data: { id: `cur-${code.toLowerCase()}`, code, nameEn: name, namePt: name },
})

export const standard = defineScenario({
  ...sourcingScenario,
  currency: {
    brl: currency('BRL', 'Brazilian real'),
    usd: currency('USD', 'US dollar'),
    // no exchange rate: its savings stay out of the converted totals
    eur: currency('EUR', 'Euro'),
  },
  category: {
    steel: {
      data: { id: 'cat-steel', code: 'STEEL', nameEn: 'Steel', namePt: 'Aço' },
    },
    resin: {
      data: {
        id: 'cat-resin',
        code: 'RESIN',
        nameEn: 'Resin',
        namePt: 'Resina',
      },
    },
  },
  exchangeRate: Object.fromEntries(
    [3, 4, 5, 6, 7, 8, 9, 10].map((month) => [
      `usd${month}`,
      {
        data: {
          companyId: 'company-acme',
          currencyCode: 'USD',
          month: new Date(Date.UTC(2026, month - 1, 1)),
          rate: 5 + month / 10,
        },
      },
    ])
  ),
} as never)

/** Acme's own scenario process: a draft with no pipeline, effective in January 2027. */
export const scenarioProcess = {
  id: ids.acmeProcess,
  status: 'DRAFT',
  categoryManagerId: 'user-buyer',
  processType: 'NEW',
  processProfile: 'MORE_THAN_3_SUPPLIERS',
  currencyCode: 'BRL',
  month: '2027-01',
  createdAt: null,
  approvedAt: null,
  categories: [],
  lines: [],
} as const
