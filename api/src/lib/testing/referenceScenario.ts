// Test-only: the reference lists contracts and spend lines name (two entries each).
export const reference = (id: string, code: string, name: string) => ({
  data: { id, code, nameEn: name, namePt: `${name} (pt)` },
})

export const referenceScenario = {
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
}

/** Acme's dollar rates for these months of 2026: 5 + month / 10 (March is 5.3). */
export const dollarRates = (months: number[]) =>
  Object.fromEntries(
    months.map((month) => [
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
  )
