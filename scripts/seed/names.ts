// The demo company's suppliers and materials, shared by processes, contracts and spend lines.
export const SUPPLIERS = [
  'Siderúrgica Vale Azul',
  'Nordeste Polímeros',
  'TransLog Brasil',
  'Acme Industrial',
  'Global Supply Co.',
  'Agro Insumos Ltda.',
  'Energia Sul S.A.',
  'Papelão Paulista',
  'Química Fina Brasil',
  'Manutenção Total',
]

/** [material, material category code] */
export const MATERIALS = [
  ['Bobina de aço LQ', 'STEEL'],
  ['Resina PEAD', 'RESIN'],
  ['Caixa de papelão 40x30', 'CARTON'],
  ['Diesel S10', 'FUEL'],
  ['Ureia granulada', 'FERT'],
  ['Rolamento SKF 6205', 'SPARE'],
  ['Frete Santos–Campinas', 'FREIGHT'],
  ['Energia incentivada', 'POWER'],
  ['Soda cáustica 50%', 'RESIN'],
  ['Palete PBR', 'CARTON'],
] as const
