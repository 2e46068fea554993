import { db } from 'api/src/lib/db'

// [code, English, Portuguese]
type Entry = [string, string, string]

export const CATEGORIES: Entry[] = [
  ['RAW', 'Raw materials', 'Matérias-primas'],
  ['PACK', 'Packaging', 'Embalagens'],
  [
    'MRO',
    'Maintenance, repair and operations',
    'Manutenção, reparo e operações',
  ],
  ['LOG', 'Logistics', 'Logística'],
  ['ENERGY', 'Energy', 'Energia'],
  ['IT', 'IT and telecom', 'TI e telecom'],
  ['SERV', 'Services', 'Serviços'],
  ['CHEM', 'Chemicals', 'Químicos'],
]
export const UNITS: Entry[] = [
  ['KG', 'Kilogram', 'Quilograma'],
  ['TON', 'Tonne', 'Tonelada'],
  ['L', 'Litre', 'Litro'],
  ['M3', 'Cubic metre', 'Metro cúbico'],
  ['UN', 'Unit', 'Unidade'],
  ['KWH', 'Kilowatt-hour', 'Quilowatt-hora'],
  ['H', 'Hour', 'Hora'],
]
export const INCOTERMS: Entry[] = [
  ['EXW', 'Ex Works', 'Na origem'],
  ['FCA', 'Free Carrier', 'Livre no transportador'],
  ['CPT', 'Carriage Paid To', 'Transporte pago até'],
  ['CIP', 'Carriage and Insurance Paid To', 'Transporte e seguro pagos até'],
  ['DAP', 'Delivered at Place', 'Entregue no local'],
  ['DPU', 'Delivered at Place Unloaded', 'Entregue no local desembarcado'],
  ['DDP', 'Delivered Duty Paid', 'Entregue com direitos pagos'],
  ['FOB', 'Free on Board', 'Livre a bordo'],
  ['CFR', 'Cost and Freight', 'Custo e frete'],
  ['CIF', 'Cost, Insurance and Freight', 'Custo, seguro e frete'],
]
export const SUPPLY_ORIGINS: Entry[] = [
  ['DOMESTIC', 'Domestic', 'Nacional'],
  ['IMPORTED', 'Imported', 'Importado'],
]
export const COUNTRIES: Entry[] = [
  ['BR', 'Brazil', 'Brasil'],
  ['US', 'United States', 'Estados Unidos'],
  ['AR', 'Argentina', 'Argentina'],
  ['CL', 'Chile', 'Chile'],
  ['MX', 'Mexico', 'México'],
  ['DE', 'Germany', 'Alemanha'],
  ['CN', 'China', 'China'],
  ['IN', 'India', 'Índia'],
]
export const REGIONS: Entry[] = [
  ['BR-N', 'North', 'Norte'],
  ['BR-NE', 'Northeast', 'Nordeste'],
  ['BR-CO', 'Center-West', 'Centro-Oeste'],
  ['BR-SE', 'Southeast', 'Sudeste'],
  ['BR-S', 'South', 'Sul'],
  ['LATAM', 'Latin America', 'América Latina'],
  ['NA', 'North America', 'América do Norte'],
  ['EU', 'Europe', 'Europa'],
]
export const CURRENCIES: Entry[] = [
  ['BRL', 'Brazilian real', 'Real brasileiro'],
  ['USD', 'US dollar', 'Dólar americano'],
  ['EUR', 'Euro', 'Euro'],
]
export const BUSINESS_DIVISIONS: Entry[] = [
  ['AGRO', 'Agribusiness', 'Agronegócio'],
  ['FOOD', 'Food', 'Alimentos'],
  ['CHEM', 'Chemicals', 'Químicos'],
  ['MINING', 'Mining', 'Mineração'],
  ['CORP', 'Corporate', 'Corporativo'],
]
export const MATERIAL_CATEGORIES: Entry[] = [
  ['STEEL', 'Steel', 'Aço'],
  ['RESIN', 'Resins', 'Resinas'],
  ['CARTON', 'Cartons', 'Papelão'],
  ['FUEL', 'Fuels', 'Combustíveis'],
  ['FERT', 'Fertilizers', 'Fertilizantes'],
  ['SPARE', 'Spare parts', 'Peças de reposição'],
  ['FREIGHT', 'Freight', 'Fretes'],
  ['POWER', 'Electric power', 'Energia elétrica'],
  ['CHEM', 'Chemicals', 'Químicos'],
  ['FILM', 'Plastic film and bags', 'Filmes e sacarias'],
  ['LABEL', 'Labels and printing', 'Rótulos e impressos'],
  ['ITHW', 'IT hardware and licences', 'Hardware e licenças de TI'],
  ['FACIL', 'Facility services', 'Serviços de facilities'],
  ['LAB', 'Laboratory supplies', 'Insumos de laboratório'],
  ['PPE', 'Safety equipment', 'Equipamentos de proteção'],
]

type ReferenceDelegate = {
  upsert: (args: {
    where: { code: string }
    create: { code: string; nameEn: string; namePt: string }
    update: { nameEn: string; namePt: string }
  }) => Promise<{ id: string; code: string }>
}

const load = async (table: ReferenceDelegate, entries: Entry[]) => {
  const byCode: Record<string, string> = {}
  for (const [code, nameEn, namePt] of entries) {
    const row = await table.upsert({
      where: { code },
      create: { code, nameEn, namePt },
      update: { nameEn, namePt },
    })
    byCode[code] = row.id
  }
  return byCode
}

/** The sourcing category each material category belongs to (a contract made from an award takes its item's). */
const CATEGORY_OF_MATERIAL_CATEGORY: Record<string, string> = {
  STEEL: 'RAW',
  RESIN: 'RAW',
  FERT: 'RAW',
  CARTON: 'PACK',
  FUEL: 'ENERGY',
  POWER: 'ENERGY',
  SPARE: 'MRO',
  FREIGHT: 'LOG',
  CHEM: 'CHEM',
  FILM: 'PACK',
  LABEL: 'PACK',
  ITHW: 'IT',
  FACIL: 'SERV',
  LAB: 'CHEM',
  PPE: 'MRO',
}

const linkMaterialCategories = async (
  categories: Record<string, string>,
  materialCategories: Record<string, string>
) => {
  for (const [material, category] of Object.entries(
    CATEGORY_OF_MATERIAL_CATEGORY
  ))
    await db.materialCategory.update({
      where: { id: materialCategories[material] },
      data: { categoryId: categories[category] },
    })
  return materialCategories
}

/** Loads the shared reference data; answers each table's ids by code. */
export const seedReferenceData = async () => {
  const categories = await load(db.category, CATEGORIES)
  return {
    categories,
    units: await load(db.unitOfMeasure, UNITS),
    incoterms: await load(db.incoterm, INCOTERMS),
    supplyOrigins: await load(db.supplyOrigin, SUPPLY_ORIGINS),
    countries: await load(db.country, COUNTRIES),
    regions: await load(db.region, REGIONS),
    currencies: await load(db.currency, CURRENCIES),
    businessDivisions: await load(db.businessDivision, BUSINESS_DIVISIONS),
    materialCategories: await linkMaterialCategories(
      categories,
      await load(db.materialCategory, MATERIAL_CATEGORIES)
    ),
  }
}

export type ReferenceIds = Awaited<ReturnType<typeof seedReferenceData>>
