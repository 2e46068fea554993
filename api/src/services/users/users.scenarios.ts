import { teamScenario } from 'src/lib/testing/teamScenario'

export const standard = defineScenario(teamScenario)
