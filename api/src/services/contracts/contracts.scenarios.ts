import { referenceScenario } from 'src/lib/testing/referenceScenario'
import { teamScenario } from 'src/lib/testing/teamScenario'

export const standard = defineScenario({
  ...teamScenario,
  ...referenceScenario,
} as never)
