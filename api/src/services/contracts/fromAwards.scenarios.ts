import { referenceScenario } from 'src/lib/testing/referenceScenario'
import { sourcingScenario } from 'src/lib/testing/sourcingScenario'

// the sourcing category 'cat-steel' holds one material category; packaging none
export const standard = defineScenario({
  ...sourcingScenario,
  materialCategory: {
    steel: {
      data: {
        id: 'mc-steel',
        code: 'STEEL',
        nameEn: 'Steel',
        namePt: 'Aço',
        categoryId: 'cat-steel',
      },
    },
    ...referenceScenario.materialCategory,
  },
  businessDivision: referenceScenario.businessDivision,
} as never)
