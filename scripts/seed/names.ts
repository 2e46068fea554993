// The demo company's suppliers and what each sells, shared by processes, contracts and spend lines.

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
