import { sourcingScenario } from 'src/lib/testing/sourcingScenario'

export const standard = defineScenario(sourcingScenario as never)
