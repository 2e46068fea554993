import { dec, type Dec, type DecimalString } from '@procura/shared'
import type {
  ProcessFields,
  ProcessQuery,
  QuotationFields,
  ReferenceFields,
} from 'types/graphql'

import {
  supplierCountryId,
  supplierNames,
} from 'src/components/Supplier/SuppliersCell/SuppliersCell.mock'

// A large sourcing process as a food company runs it: twelve suppliers (more than a chart's top ten)
// named as companies are, eight items whose yearly values reach hundreds of billions, two rounds of
// quotations with cents. The other process cells' mocks take the process and its quotations from here.
// Objects the queries read through fragments carry their __typename: without it Apollo's cache cannot
// match the fragment and drops its fields (a story through a query would show empty rows).

const entry = (id: string, code: string, nameEn: string, namePt: string) => ({
  __typename: 'ReferenceEntry' as const,
  id,
  code,
  nameEn,
  namePt,
})

export const processReference: ReferenceFields = {
  __typename: 'ReferenceData',
  categories: [
    entry('cat-raw', 'RAW', 'Raw materials', 'Matérias-primas'),
    entry('cat-pack', 'PACK', 'Packaging', 'Embalagens'),
    entry('cat-log', 'LOG', 'Logistics', 'Logística'),
  ],
  units: [
    entry('unit-kg', 'KG', 'Kilogram', 'Quilograma'),
    entry('unit-t', 'T', 'Tonne', 'Tonelada'),
    entry('unit-un', 'UN', 'Unit', 'Unidade'),
  ],
  incoterms: [
    entry(
      'inco-cif',
      'CIF',
      'Cost, Insurance and Freight',
      'Custo, seguro e frete'
    ),
    entry('inco-fob', 'FOB', 'Free on Board', 'Livre a bordo'),
    entry('inco-dap', 'DAP', 'Delivered at Place', 'Entregue no local'),
  ],
  supplyOrigins: [
    entry('origin-dom', 'DOMESTIC', 'Domestic', 'Nacional'),
    entry('origin-imp', 'IMPORTED', 'Imported', 'Importado'),
  ],
  countries: [
    entry('country-br', 'BR', 'Brazil', 'Brasil'),
    entry('country-de', 'DE', 'Germany', 'Alemanha'),
    entry('country-us', 'US', 'USA', 'EUA'),
  ],
  regions: [
    entry('region-s', 'BR-S', 'South', 'Sul'),
    entry('region-se', 'BR-SE', 'Southeast', 'Sudeste'),
  ],
  currencies: [
    entry('cur-brl', 'BRL', 'Brazilian real', 'Real brasileiro'),
    entry('cur-usd', 'USD', 'US dollar', 'Dólar americano'),
    entry('cur-eur', 'EUR', 'Euro', 'Euro'),
  ],
}

export const processCandidates = [
  {
    id: 'user-ana',
    firstName: 'Ana',
    lastName: 'Lima',
    roleName: 'Owner',
    roleBuiltIn: null,
  },
  {
    id: 'user-bia',
    firstName: 'Bia',
    lastName: 'Reis',
    roleName: 'Diretora de suprimentos',
    roleBuiltIn: null,
  },
  {
    id: 'user-joao',
    firstName: 'João',
    lastName: 'Araújo',
    roleName: 'Category manager',
    roleBuiltIn: 'categoryManager',
  },
].map((candidate) => ({
  __typename: 'ProcessCandidate' as const,
  ...candidate,
}))

const ITEMS = [
  ['STEEL-1', 'Bobina de aço laminado a quente', 'unit-t', '987654.321'],
  ['RESIN-2', 'Resina PEAD sopro', 'unit-kg', '45000000'],
  ['BOX-3', 'Caixa de papelão ondulado 40 × 30 × 20', 'unit-un', '120000000'],
  ['FILM-4', 'Filme stretch 23 µm', 'unit-kg', '3500000'],
  ['DRUM-5', 'Tambor de aço 200 L', 'unit-un', '850000'],
  ['SUGAR-6', 'Açúcar cristal VHP', 'unit-t', '410000'],
  ['LABEL-7', 'Rótulo BOPP impresso', 'unit-un', '250000000'],
  ['PALLET-8', 'Palete PBR 1,00 × 1,20', 'unit-un', '1800000'],
] as const
/** Each item's base unit price: from cents to thousands. */
const BASE_PRICES = [
  1_000_000.5, 8.42, 3.175, 14.9, 412.37, 2_650.15, 0.0825, 97.4,
]

const SUPPLIERS = 12

/** Money as the api writes it: decimal text, worked out in decimals (a value is price × volume to the cent). */
const decimal = (value: Dec, places = 2) =>
  value.toFixed(places) as DecimalString

/** Item `i`'s base price times `factor`. */
const priced = (i: number, factor: string) => dec(BASE_PRICES[i]).times(factor)

/** What supplier `s` asks for item `i` in a round: a spread around the base, lower in round 2. */
const priceOf = (i: number, s: number, round: number) =>
  decimal(
    priced(i, '1').times(
      dec(1)
        .plus(dec((s * 7 + i * 3) % 13).div(100))
        .minus(dec('0.035').times(round - 1))
    ),
    4
  )

export const crowdedProcess = (): ProcessFields => ({
  __typename: 'Process',
  id: '00000000-0000-4000-8000-000000000042',
  code: 'PRC-2026-0042',
  status: 'DRAFT',
  title: 'Embalagens, resinas e aço — acordo anual 2027',
  categoryManagerId: 'user-joao',
  processDescription:
    'Oito itens de embalagem e matérias-primas para as plantas Sul e Sudeste',
  executiveSummary:
    'Doze fornecedores convidados em duas rodadas; o aço e a resina concentram 90 % do valor anual.',
  processType: 'NEW',
  processProfile: 'MORE_THAN_3_SUPPLIERS',
  processNumber: 'PR-2026/42',
  parentProcessDescription: 'Acordo anual 2026 (CT-2026-0101)',
  effectiveDate: '2027-01-01',
  endingDate: '2027-12-31',
  currentContractStatus: 'EXISTS_DIFFERENT_SUPPLIER',
  currencyId: 'cur-brl',
  finalExecutiveSummary: null,
  keyStakeholders: 'Engenharia de embalagens; Qualidade; Planta Ponta Grossa',
  stakeholdersRequirementsShort: 'Entrega semanal, lote mínimo de 20 t',
  stakeholdersRequirementsLong: null,
  competitorsAdvantages: null,
  supplierFeedbackRelationship: null,
  rounds: [1, 2],
  awaitsMyReview: false,
  selfApprovalBarred: false,
  canDelete: true,
  ownedByMe: true,
  currency: { id: 'cur-brl', code: 'BRL' },
  items: ITEMS.map(([code, description, unitOfMeasureId, annualVolume], i) => {
    const historicalPrice = decimal(priced(i, '1.08'), 4)
    const baselinePrice = decimal(priced(i, '1.05'), 4)
    return {
      id: `item-${i}`,
      code,
      description,
      detail:
        i === 7
          ? null
          : {
              categoryId: processReference.categories[i % 3].id,
              unitOfMeasureId,
              incotermId: processReference.incoterms[i % 3].id,
              supplyOriginId: processReference.supplyOrigins[i % 2].id,
              annualVolume,
              paymentTerms: [30, 60, 90][i % 3],
              historicalPrice,
              historicalValue: decimal(
                dec(historicalPrice).times(annualVolume)
              ),
              baselinePrice,
              totalValue: decimal(dec(baselinePrice).times(annualVolume)),
              existingContractLength: 12,
              existingContractTakeOrPay: i % 4 === 0,
              existingContractGhgClause: i % 3 === 0,
              existingRebate: false,
              existingContractMeetOrRelease: i % 5 === 0,
              existingContractAnnualValue: decimal(
                dec(historicalPrice).times(annualVolume)
              ),
              existingContractAnnualVolume: annualVolume,
            },
      pipeline:
        i > 3
          ? null
          : {
              contractLength: 12,
              baselineUnit: baselinePrice,
              expectedResultUnit: decimal(priced(i, '0.97'), 4),
              historicalPricingUnit: historicalPrice,
              annualVolume,
            },
    }
  }),
  plants: [
    ['P100', 'Ponta Grossa', 'region-s'],
    ['P200', 'São José dos Pinhais', 'region-s'],
    ['P300', 'Ribeirão Preto', 'region-se'],
  ].map(([plant, description, regionId], n) => ({
    id: `plant-${n}`,
    plant,
    description,
    regionId,
    countryId: 'country-br',
  })),
  approvalWorkflow: [
    {
      id: 'step-1',
      userId: 'user-joao',
      title: 'Gerente de categoria',
      priority: 1,
    },
    {
      id: 'step-2',
      userId: 'user-bia',
      title: 'Diretora de suprimentos',
      priority: 2,
    },
  ],
  suppliers: supplierNames(SUPPLIERS).map((name, s) => ({
    id: `sup-${s}`,
    supplierId: `supplier-${s}`,
    name,
    vat: `${11_222_333_000_100 + s * 97}`,
    sapCode: `V-${10_400 + s}`,
    countryId: supplierCountryId(s),
    technicalApproval: s % 5 !== 2,
    financialRisk: null,
    associatedParty: false,
    blockReason: null,
    litigant: s === 5,
  })),
  awardedQuotations: [],
  awards: [],
  sourceContract: null,
})

/** Every supplier's quotation of every item in a round (round 2: two suppliers declined one item each). */
export const crowdedQuotations = (round: number): QuotationFields[] =>
  round < 1
    ? []
    : ITEMS.flatMap(([, , unitOfMeasureId, annualVolume], i) =>
        Array.from({ length: SUPPLIERS }, (_, s): QuotationFields => {
          const declined = round === 2 && (s * 8 + i) % 29 === 3
          const price = priceOf(i, s, round)
          return {
            __typename: 'Quotation',
            id: `quotation-${round}-${i}-${s}`,
            round,
            proposalDate: `2026-11-${String(3 + round * 7).padStart(2, '0')}`,
            supplierId: `sup-${s}`,
            itemId: `item-${i}`,
            vendorCode: `V-${10_400 + s}`,
            itemCode: `${s}-${i}`.padStart(6, '0'),
            unitOfMeasureId,
            annualVolume,
            paymentTerms: [30, 60, 90][(s + i) % 3],
            incotermId: processReference.incoterms[(s + i) % 3].id,
            supplyOriginId:
              processReference.supplyOrigins[s % 5 > 2 ? 1 : 0].id,
            responseStatus: declined ? 'DECLINED' : 'ANSWERED',
            initialProposal: declined ? null : price,
            equalizedProposal:
              declined || round === 1
                ? null
                : decimal(dec(price).times('1.01'), 4),
            negotiatedProposal:
              declined || round === 1
                ? null
                : decimal(dec(price).times('0.99'), 4),
            additionalInformation:
              s === 3 && i === 0
                ? 'Preço atrelado ao LME; reajuste trimestral'
                : null,
            awarded: false,
            agreementLength: 12,
            agreementPeriod: 'MONTHS',
            awardedProposal: null,
            awardedVolume: null,
            portalAnsweredAt:
              s % 3 === 0
                ? `2026-11-${String(2 + round * 7).padStart(2, '0')}T18:30:00Z`
                : null,
          }
        })
      )

export const standard = (): ProcessQuery => ({
  process: crowdedProcess(),
  referenceData: processReference,
  processCandidates,
})

/** A process just created: its general data alone, no item, plant, supplier or approver yet. */
export const empty = (): ProcessQuery => ({
  ...standard(),
  process: {
    ...crowdedProcess(),
    id: '00000000-0000-4000-8000-000000000043',
    code: 'PRC-2026-0043',
    title: 'Frete rodoviário Curitiba–São Paulo',
    processDescription: '',
    executiveSummary: '',
    parentProcessDescription: '',
    currentContractStatus: 'NOT_EXISTS',
    keyStakeholders: null,
    stakeholdersRequirementsShort: null,
    rounds: [1],
    items: [],
    plants: [],
    approvalWorkflow: [],
    suppliers: [],
  },
})
