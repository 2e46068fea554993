// The demo company, shaped like a real one (issue 39): what it buys, from whom and where. The seed's
// realistic profile writes it to the database; the stories' crowded states draw it. 80 suppliers with
// accents and legal suffixes, some written several ways; 15 material categories of four materials
// each; 12 plants in 5 regions; suppliers abroad invoicing in dollars and euros.

/** [material, material category code, the supplier that sells it] */
export const OFFERINGS = [
  ['Bobina de aço LQ', 'STEEL', 'Siderúrgica Vale Azul'],
  ['Resina PEAD', 'RESIN', 'Nordeste Polímeros'],
  ['Frete Santos–Campinas', 'FREIGHT', 'TransLog Brasil'],
  ['Palete PBR', 'CARTON', 'Acme Industrial'],
  ['Diesel S10', 'FUEL', 'Global Supply Co.'],
  ['Ureia granulada', 'FERT', 'Agro Insumos Ltda.'],
  ['Energia incentivada', 'POWER', 'Energia Sul S.A.'],
  ['Caixa de papelão 40x30', 'CARTON', 'Papelão Paulista'],
  ['Soda cáustica 50%', 'RESIN', 'Química Fina Brasil'],
  ['Rolamento SKF 6205', 'SPARE', 'Manutenção Total'],
] as const

/** [code, the category's materials (the first the offering's, where an offering has the category), unit] */
export const MATERIALS_BY_CATEGORY: [string, string[], string][] = [
  [
    'STEEL',
    [
      'Bobina de aço LQ',
      'Chapa galvanizada 2 mm',
      'Vergalhão CA-50',
      'Tubo de aço carbono 4"',
    ],
    'KG',
  ],
  [
    'RESIN',
    [
      'Resina PEAD',
      'Soda cáustica 50%',
      'Resina PET grau garrafa',
      'Polipropileno homopolímero',
    ],
    'KG',
  ],
  [
    'CARTON',
    [
      'Palete PBR',
      'Caixa de papelão 40x30',
      'Chapa de papelão ondulado',
      'Cantoneira de papelão',
    ],
    'UN',
  ],
  [
    'FUEL',
    ['Diesel S10', 'Gás natural', 'GLP a granel', 'Óleo combustível BPF'],
    'L',
  ],
  [
    'FERT',
    [
      'Ureia granulada',
      'Cloreto de potássio',
      'MAP 11-52',
      'Sulfato de amônio',
    ],
    'TON',
  ],
  [
    'SPARE',
    [
      'Rolamento SKF 6205',
      'Correia transportadora',
      'Motor WEG 10 cv',
      'Válvula borboleta 6"',
    ],
    'UN',
  ],
  [
    'FREIGHT',
    [
      'Frete Santos–Campinas',
      'Frete Paranaguá–Ponta Grossa',
      'Cabotagem Manaus–Santos',
      'Frete refrigerado',
    ],
    'TON',
  ],
  [
    'POWER',
    [
      'Energia incentivada',
      'Energia convencional',
      'Demanda contratada',
      'Encargos de transmissão',
    ],
    'KWH',
  ],
  [
    'CHEM',
    [
      'Ácido sulfúrico 98%',
      'Hipoclorito de sódio',
      'Peróxido de hidrogênio',
      'Antiespumante silicone',
    ],
    'L',
  ],
  [
    'FILM',
    [
      'Filme stretch 23 µm',
      'Filme shrink',
      'Bobina BOPP',
      'Saco valvulado 25 kg',
    ],
    'KG',
  ],
  [
    'LABEL',
    [
      'Rótulo autoadesivo',
      'Etiqueta térmica 100x150',
      'Ribbon de cera',
      'Manual impresso',
    ],
    'UN',
  ],
  [
    'ITHW',
    [
      'Notebook corporativo',
      'Switch 48 portas',
      'Licença ERP (usuário)',
      'Coletor de dados',
    ],
    'UN',
  ],
  [
    'FACIL',
    [
      'Limpeza industrial',
      'Vigilância patrimonial',
      'Manutenção predial',
      'Refeições (restaurante)',
    ],
    'H',
  ],
  [
    'LAB',
    [
      'Reagente analítico',
      'Vidraria de laboratório',
      'Padrão de calibração',
      'Análise externa',
    ],
    'UN',
  ],
  [
    'PPE',
    [
      'Luva nitrílica',
      'Botina de segurança',
      'Capacete classe B',
      'Protetor auricular',
    ],
    'UN',
  ],
]

/** [plant, region code]: 12 plants in the five Brazilian regions. */
export const PLANTS: [string, string][] = [
  ['Campinas', 'BR-SE'],
  ['Paulínia', 'BR-SE'],
  ['Uberaba', 'BR-SE'],
  ['Jundiaí', 'BR-SE'],
  ['Camaçari', 'BR-NE'],
  ['Suape', 'BR-NE'],
  ['Rio Grande', 'BR-S'],
  ['Ponta Grossa', 'BR-S'],
  ['Joinville', 'BR-S'],
  ['Manaus', 'BR-N'],
  ['Rondonópolis', 'BR-CO'],
  ['Anápolis', 'BR-CO'],
]

const KINDS = [
  'Embalagens',
  'Química',
  'Metalúrgica',
  'Transportes',
  'Agroindustrial',
  'Serviços Industriais',
  'Comércio de Peças',
  'Plásticos',
  'Papéis',
  'Energia',
  'Tecnologia',
  'Laboratórios',
  'Equipamentos de Segurança',
]
const PLACES = [
  'Vale Azul',
  'Serra Verde',
  'Ipê Amarelo',
  'São Jorge',
  'Araucária',
  'Guaíba',
  'Itaúna',
  'Paranapanema',
  'Jequitibá',
  'Acaraú',
  'Cerrado',
  'Mantiqueira',
  'Tocantins',
  'Iguaçu',
  'Borborema',
  'Piracicaba',
  'Juruá',
  'Ibirapuera',
  'Maracanã',
  'Sabará',
]
const SUFFIXES = [
  'Ltda.',
  'S.A.',
  'EIRELI',
  'Ind. e Com. Ltda.',
  'Ltda - ME',
  'S/A',
]
const ABROAD: [string, 'USD' | 'EUR', string][] = [
  ['Rheinland Kunststoff GmbH', 'EUR', 'DE'],
  ['Bayerische Spezialchemie AG', 'EUR', 'DE'],
  ['Müller Verpackung GmbH', 'EUR', 'DE'],
  ['Lone Star Logistics LLC', 'USD', 'US'],
  ['Pacific Polymers Inc.', 'USD', 'US'],
  ['Great Lakes Safety Inc.', 'USD', 'US'],
]

export interface SpendSupplier {
  /** the name the master and the spend give it */
  name: string
  /** how the ERP extracts write it besides: each made an alias in the master */
  spellings: string[]
  currency: 'BRL' | 'USD' | 'EUR'
  country: string
  /** the material category it sells (MATERIALS_BY_CATEGORY's index) */
  category: number
  /** only in the spend: the master does not know it, the ERP's code names it */
  spendOnly: boolean
}

/** A name as a careless extract writes it: upper case, no accents, no punctuation. */
const shouted = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .replace(/ +/g, ' ')
    .trim()
    .toUpperCase()

const categoryIndex = (code: string) =>
  MATERIALS_BY_CATEGORY.findIndex(([category]) => category === code)

/**
 * The 80 suppliers, the most spent first: the offerings' ten, then Brazilian ones of every kind,
 * six abroad among them; every fourth written two more ways; the last ten known by spend alone.
 */
export const spendSuppliers = (): SpendSupplier[] => {
  const offerings = OFFERINGS.map(([, category, name]) => ({
    name,
    currency:
      name === 'Global Supply Co.' ? ('USD' as const) : ('BRL' as const),
    country: name === 'Global Supply Co.' ? 'US' : 'BR',
    category: categoryIndex(category),
  }))
  const brazilian = Array.from({ length: 64 }, (_, at) => ({
    name: `${KINDS[at % KINDS.length]} ${PLACES[(at * 7) % PLACES.length]} ${SUFFIXES[(at * 5) % SUFFIXES.length]}`,
    currency: 'BRL' as const,
    country: 'BR',
    category: at % MATERIALS_BY_CATEGORY.length,
  }))
  const abroad = ABROAD.map(([name, currency, country], at) => ({
    name,
    currency,
    country,
    category: (at * 4 + 1) % MATERIALS_BY_CATEGORY.length,
  }))
  // those abroad spread among the Brazilian ones, not all at the tail
  const rest: Omit<SpendSupplier, 'spellings' | 'spendOnly'>[] = [...brazilian]
  abroad.forEach((supplier, at) => rest.splice(3 + at * 9, 0, supplier))
  return [...offerings, ...rest].map((supplier, at, all) => ({
    ...supplier,
    spellings:
      at % 4 === 1
        ? [
            shouted(supplier.name),
            supplier.name
              .split(' ')
              .slice(0, 2)
              .join(' ')
              .replace(/(\p{L}{4})\p{L}+/u, '$1.'),
          ]
        : [],
    spendOnly: at >= all.length - 10,
  }))
}

/** The material code an ERP gives each material: its category's code and its place there. */
export const materialCode = (category: number, at: number) =>
  `${MATERIALS_BY_CATEGORY[category][0]}-${String(1001 + at)}`
