import { portalScenario } from 'src/lib/testing/portalScenario'

export const standard = defineScenario(portalScenario as never)
