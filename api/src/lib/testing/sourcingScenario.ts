// Test-only: Acme's process with two items, a plant, two approvers and two suppliers, reference
// data to choose from, and Globex's process as the stranger's.
import { teamScenario } from './teamScenario'

/** Fixed uuids: process ids must look like ids (a malformed one is 'invalid process'). */
export const ids = {
  acmeProcess: '00000000-0000-4000-8000-000000000001',
  globexProcess: '00000000-0000-4000-8000-000000000002',
  missingProcess: '00000000-0000-4000-8000-0000000000ff',
  steel: '00000000-0000-4000-8000-000000000011',
  resin: '00000000-0000-4000-8000-000000000012',
  plant: '00000000-0000-4000-8000-000000000021',
  supplierA: '00000000-0000-4000-8000-000000000031',
  supplierB: '00000000-0000-4000-8000-000000000032',
  globexItem: '00000000-0000-4000-8000-000000000013',
  globexSupplier: '00000000-0000-4000-8000-000000000033',
  // the master records the process rows above were picked from
  alpha: '00000000-0000-4000-8000-000000000041',
  beta: '00000000-0000-4000-8000-000000000042',
  gamma: '00000000-0000-4000-8000-000000000043',
}

/** Valid CNPJs (check digits right): the suppliers are Brazilian. */
export const vats = {
  alpha: '11222333000181',
  beta: '24735170493600',
  gamma: '20931638458508',
}

const reference = (id: string, code: string, name: string) => ({
  data: { id, code, nameEn: name, namePt: name },
})

const processFields = (companyId: string, ownerId: string, number: number) => ({
  companyId,
  number,
  ownerId,
  categoryManagerId: ownerId,
  title: `Steel coils ${number}`,
  processDescription: 'Hot-rolled steel coils',
  executiveSummary: 'Two-year supply of steel coils',
  processType: 'NEW',
  processProfile: 'MORE_THAN_3_SUPPLIERS',
  processNumber: 'PR-2025-100',
  parentProcessDescription: 'Previous steel contract',
  effectiveDate: new Date('2027-01-01'),
  endingDate: new Date('2028-12-31'),
  currentContractStatus: 'NOT_EXISTS',
  currencyId: 'cur-brl',
})

const masterSupplier = (
  id: string,
  companyId: string,
  name: string,
  vat: string
) => ({
  data: {
    id,
    companyId,
    name,
    vat,
    sapCode: `SAP-${name}`,
    countryId: 'country-br',
  },
})

const processSupplier = (
  id: string,
  processId: string,
  supplierId: string,
  { data: master }: ReturnType<typeof masterSupplier>
) => ({
  data: {
    id,
    processId,
    supplierId,
    name: master.name,
    vat: master.vat,
    sapCode: master.sapCode,
    countryId: master.countryId,
  },
})

const masters = {
  alpha: masterSupplier(ids.alpha, 'company-acme', 'Alpha', vats.alpha),
  beta: masterSupplier(ids.beta, 'company-acme', 'Beta', vats.beta),
  gamma: masterSupplier(ids.gamma, 'company-globex', 'Gamma', vats.gamma),
}

export const sourcingScenario = {
  ...teamScenario,
  currency: { brl: reference('cur-brl', 'BRL', 'Brazilian real') },
  country: {
    br: reference('country-br', 'BR', 'Brazil'),
    us: reference('country-us', 'US', 'USA'),
  },
  region: { southeast: reference('region-se', 'BR-SE', 'Southeast') },
  category: { steel: reference('cat-steel', 'STEEL', 'Steel') },
  unitOfMeasure: { kg: reference('unit-kg', 'KG', 'Kilogram') },
  incoterm: {
    cif: reference('inco-cif', 'CIF', 'Cost, insurance and freight'),
  },
  supplyOrigin: {
    domestic: reference('origin-domestic', 'DOMESTIC', 'Domestic'),
  },
  process: {
    acme: {
      data: {
        id: ids.acmeProcess,
        ...processFields('company-acme', 'user-buyer', 7),
        items: {
          create: [
            { id: ids.steel, code: 'MAT-1', description: 'Steel coil' },
            { id: ids.resin, code: 'MAT-2', description: 'Resin' },
          ],
        },
        plants: {
          create: {
            id: ids.plant,
            plant: 'P100',
            description: 'Campinas',
            regionId: 'region-se',
            countryId: 'country-br',
          },
        },
        approvalWorkflow: {
          create: [
            { userId: 'user-manager', title: 'Category manager', priority: 1 },
            { userId: 'user-owner', title: 'Director', priority: 2 },
          ],
        },
      },
    },
    globex: {
      data: {
        id: ids.globexProcess,
        ...processFields('company-globex', 'user-stranger', 1),
        items: {
          create: {
            id: ids.globexItem,
            code: 'G-1',
            description: 'Globex item',
          },
        },
      },
    },
  },
  supplier: masters,
  processSupplier: {
    a: processSupplier(
      ids.supplierA,
      ids.acmeProcess,
      ids.alpha,
      masters.alpha
    ),
    b: processSupplier(ids.supplierB, ids.acmeProcess, ids.beta, masters.beta),
    globex: processSupplier(
      ids.globexSupplier,
      ids.globexProcess,
      ids.gamma,
      masters.gamma
    ),
  },
}
