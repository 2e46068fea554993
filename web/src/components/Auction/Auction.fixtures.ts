import type { DecimalString } from '@procura/shared'

// A live auction of a real buying team's size: twelve items with prices up to the hundreds of
// thousands, fourteen suppliers (more than the chart's colours) with accents and legal suffixes.

export const minutesFromNow = (minutes: number) =>
  new Date(Date.now() + minutes * 60_000).toISOString()

export const SUPPLIERS = [
  'Açoforte Indústria Metalúrgica S.A.',
  'Filmes Sul Ltda.',
  'Nordeste Films EIRELI',
  'Pack Brasil Embalagens Ltda.',
  'Plásticos São João S.A.',
  'Química Paraná Ltda.',
  'Brazil Resins Corp.',
  'Embalagens Gaúchas Ltda.',
  'Metalúrgica Três Irmãos ME',
  'Polímeros do Vale S.A.',
  'Atlantic Packaging GmbH',
  'Cartonagem Mineira Ltda.',
  'Indústria Paulista de Fitas S.A.',
  'Tecnoplast Comércio Ltda.',
].map((name, index) => ({ supplierId: `su-${index + 1}`, name }))

export const ITEMS = Array.from({ length: 12 }, (_, index) => ({
  itemId: `item-${index + 1}`,
  code: `MAT-${String(100_234 + index * 17)}`,
  description: [
    'Filme stretch 23 µm, bobina 500 m',
    'Fita adesiva acrílica 48 mm × 100 m',
    'Caixa de papelão ondulado parede dupla',
    'Resina PEAD injeção, big bag 1.250 kg',
  ][index % 4],
  unit: ['KG', 'UN', 'UN', 'T'][index % 4],
  annualVolume: String(1_250 * (index + 1) * 1_000) as DecimalString,
  ceiling: (index === 3
    ? '987654.32'
    : `${(12.5 + index * 3.37).toFixed(2)}`) as DecimalString,
}))

/** A price `steps` cents under the ceiling of `item`, as the api writes decimals. */
export const priceBelow = (ceiling: string, steps: number) =>
  (Math.round(Number(ceiling) * 100 - steps * 7) / 100).toFixed(
    2
  ) as DecimalString
