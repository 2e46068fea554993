import {
  dollarRates,
  reference,
  referenceScenario,
} from 'src/lib/testing/referenceScenario'
import { sourcingScenario } from 'src/lib/testing/sourcingScenario'

// Acme's process (Steel coil, MAT-1) and its suppliers Alpha and Beta, the lists a spend extract
// names, the dollar's rates of 2026, and an alias the ERP writes Beta by.
export const standard = defineScenario({
  ...sourcingScenario,
  ...referenceScenario,
  currency: {
    ...sourcingScenario.currency,
    usd: reference('cur-usd', 'USD', 'US dollar'),
  },
  unitOfMeasure: {
    ...sourcingScenario.unitOfMeasure,
    un: reference('unit-un', 'UN', 'Unit'),
  },
  exchangeRate: dollarRates([1, 2, 3, 4, 5, 6]),
  supplierAlias: {
    beta: {
      data: {
        companyId: 'company-acme',
        supplierId: '00000000-0000-4000-8000-000000000042',
        name: 'Beta Indústria de Aço Ltda',
        nameKey: 'beta industria de aco',
      },
    },
  },
} as never)
