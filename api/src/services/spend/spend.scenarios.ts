import {
  dollarRates,
  reference,
  referenceScenario,
} from 'src/lib/testing/referenceScenario'
import { teamScenario } from 'src/lib/testing/teamScenario'

export const standard = defineScenario({
  ...teamScenario,
  ...referenceScenario,
  currency: {
    brl: reference('cur-brl', 'BRL', 'Real'),
    usd: reference('cur-usd', 'USD', 'US dollar'),
  },
  unitOfMeasure: {
    kg: reference('uom-kg', 'KG', 'Kilogram'),
    un: reference('uom-un', 'UN', 'Unit'),
  },
  // one month of the fixture has no rate: a line of it in dollars is refused
  exchangeRate: dollarRates([1, 2, 3, 4, 5]),
} as never)
