import { dollarRates, reference } from 'src/lib/testing/referenceScenario'
import { ids, sourcingScenario } from 'src/lib/testing/sourcingScenario'

export const standard = defineScenario({
  ...sourcingScenario,
  currency: {
    brl: reference('cur-brl', 'BRL', 'Brazilian real'),
    usd: reference('cur-usd', 'USD', 'US dollar'),
    // no exchange rate: its savings stay out of the converted totals
    eur: reference('cur-eur', 'EUR', 'Euro'),
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
  exchangeRate: dollarRates([3, 4, 5, 6, 7, 8, 9, 10]),
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
