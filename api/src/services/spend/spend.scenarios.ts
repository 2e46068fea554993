import { teamScenario } from 'src/lib/testing/teamScenario'

const reference = (id: string, code: string, name: string) => ({
  data: { id, code, nameEn: name, namePt: `${name} (pt)` },
})

export const standard = defineScenario({
  ...teamScenario,
  region: {
    southeast: reference('region-se', 'BR-SE', 'Southeast'),
    south: reference('region-s', 'BR-S', 'South'),
  },
  materialCategory: {
    packaging: reference('mc-packaging', 'PACK', 'Packaging'),
    energy: reference('mc-energy', 'ENERGY', 'Energy'),
  },
  businessDivision: {
    food: reference('bd-food', 'FOOD', 'Food'),
    feed: reference('bd-feed', 'FEED', 'Feed'),
  },
  currency: {
    brl: reference('cur-brl', 'BRL', 'Real'),
    usd: reference('cur-usd', 'USD', 'US dollar'),
  },
  unitOfMeasure: {
    kg: reference('uom-kg', 'KG', 'Kilogram'),
    un: reference('uom-un', 'UN', 'Unit'),
  },
  exchangeRate: {
    // one month of the fixture has no rate: a line of it in dollars is refused
    ...Object.fromEntries(
      [1, 2, 3, 4, 5].map((month) => [
        `usd${month}`,
        {
          data: {
            companyId: 'company-acme',
            currencyCode: 'USD',
            month: new Date(Date.UTC(2026, month - 1, 1)),
            rate: 5 + month / 10,
          },
        },
      ])
    ),
  },
} as never)
