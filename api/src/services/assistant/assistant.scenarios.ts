import {
  dollarRates,
  reference,
  referenceScenario,
} from 'src/lib/testing/referenceScenario'
import { sourcingScenario } from 'src/lib/testing/sourcingScenario'

// Sourcing, contracts and spend of Acme, and Globex as the stranger whose data must never show.
export const standard = defineScenario({
  ...sourcingScenario,
  ...referenceScenario,
  currency: {
    brl: reference('cur-brl', 'BRL', 'Brazilian real'),
    usd: reference('cur-usd', 'USD', 'US dollar'),
    eur: reference('cur-eur', 'EUR', 'Euro'),
  },
  unitOfMeasure: {
    kg: reference('unit-kg', 'KG', 'Kilogram'),
    un: reference('uom-un', 'UN', 'Unit'),
  },
  category: {
    steel: reference('cat-steel', 'STEEL', 'Steel'),
    resin: reference('cat-resin', 'RESIN', 'Resin'),
  },
  exchangeRate: dollarRates([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
} as never)
