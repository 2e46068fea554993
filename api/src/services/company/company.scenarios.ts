import { sourcingScenario } from 'src/lib/testing/sourcingScenario'

export const standard = defineScenario({
  ...sourcingScenario,
  currency: {
    ...sourcingScenario.currency,
    usd: {
      data: {
        id: 'cur-usd',
        code: 'USD',
        nameEn: 'US dollar',
        namePt: 'Dólar',
      },
    },
  },
} as never)
