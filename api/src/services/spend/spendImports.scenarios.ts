import {
  dollarRates,
  reference,
  referenceScenario,
} from 'src/lib/testing/referenceScenario'
import { vats } from 'src/lib/testing/sourcingScenario'
import { teamScenario } from 'src/lib/testing/teamScenario'

const master = (
  id: string,
  companyId: string,
  name: string,
  vat: string,
  sapCode: string | null
) => ({ data: { id, companyId, name, vat, sapCode, countryId: 'country-br' } })

export const suppliers = {
  acos: '00000000-0000-4000-8000-0000000000a1',
  filmes: '00000000-0000-4000-8000-0000000000a2',
  papelao: '00000000-0000-4000-8000-0000000000a3',
  gamma: '00000000-0000-4000-8000-0000000000a4',
}

export const standard = defineScenario({
  ...teamScenario,
  ...referenceScenario,
  currency: {
    brl: reference('cur-brl', 'BRL', 'Real'),
    usd: reference('cur-usd', 'USD', 'US dollar'),
  },
  unitOfMeasure: {
    kg: reference('uom-kg', 'KG', 'Kilogram'),
    un: reference('uom-un', 'UN', 'Unit'),
  },
  country: { br: reference('country-br', 'BR', 'Brazil') },
  exchangeRate: dollarRates([1, 2, 3, 4, 5]),
  supplier: {
    acos: master(
      suppliers.acos,
      'company-acme',
      'Aços Minas S.A.',
      vats.alpha,
      '100234'
    ),
    filmes: master(
      suppliers.filmes,
      'company-acme',
      'Filmes Sul',
      vats.beta,
      null
    ),
    papelao: master(
      suppliers.papelao,
      'company-acme',
      'Papelão Brasil',
      '13525548523540',
      '100900'
    ),
    gamma: master(suppliers.gamma, 'company-globex', 'Gamma', vats.gamma, null),
  },
} as never)
