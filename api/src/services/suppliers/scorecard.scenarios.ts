import { referenceScenario } from 'src/lib/testing/referenceScenario'
import { sourcingScenario } from 'src/lib/testing/sourcingScenario'

export const standard = defineScenario({
  ...sourcingScenario,
  materialCategory: referenceScenario.materialCategory,
  businessDivision: referenceScenario.businessDivision,
} as never)
