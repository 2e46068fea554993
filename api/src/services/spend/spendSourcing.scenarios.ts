import { reference, referenceScenario } from 'src/lib/testing/referenceScenario'
import { teamScenario } from 'src/lib/testing/teamScenario'

export const standard = defineScenario({
  ...teamScenario,
  ...referenceScenario,
  currency: { brl: reference('cur-brl', 'BRL', 'Real') },
  unitOfMeasure: {
    kg: reference('uom-kg', 'KG', 'Kilogram'),
    un: reference('uom-un', 'UN', 'Unit'),
  },
} as never)
