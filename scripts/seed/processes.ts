import type { Prisma, ProcessStatus } from '@prisma/client'
import {
  itemDetailDerived,
  stored,
  PROCESS_PROFILES,
  PROCESS_TYPES,
  type ItemDetailBasis,
} from '@procura/shared'
import { db } from 'api/src/lib/db'
import { awardFigures } from 'api/src/services/awards/awards'

import { seedPortalRound } from './portal'
import { addDays, seededRandom, today } from './random'
import type { ReferenceIds } from './referenceData'
import { seedScenarios } from './scenarios'
import { processSupplierOf, seedSuppliers } from './suppliers'
import { DEMO_COMPANY_ID, type DemoUserIds } from './team'

/** [subject in pt, in en, the suppliers invited: two Brazilian, one abroad] */
const SUBJECTS = [
  [
    'Aço laminado a quente',
    'Hot-rolled steel coils',
    ['Siderúrgica Vale Azul', 'Aços Minas Gerais', 'Global Supply Co.'],
  ],
  [
    'Resina PEAD para embalagens',
    'HDPE resin for packaging',
    ['Nordeste Polímeros', 'Química Fina Brasil', 'Gulf Coast Polymers'],
  ],
  [
    'Frete rodoviário Sudeste',
    'Road freight, Southeast',
    ['TransLog Brasil', 'Expresso Paulista', 'Atlas Logistics Inc.'],
  ],
  [
    'Caixas de papelão ondulado',
    'Corrugated cartons',
    ['Papelão Paulista', 'Embalagens Vale', 'PackRight Corp.'],
  ],
  [
    'Energia elétrica mercado livre',
    'Electric power, free market',
    ['Energia Sul S.A.', 'Comercializadora Volt', 'Continental Power LLC'],
  ],
  [
    'Peças de reposição para moagem',
    'Grinding mill spare parts',
    ['Manutenção Total', 'Rolamentos Brasil', 'Global Supply Co.'],
  ],
  [
    'Fertilizante NPK 20-05-20',
    'NPK 20-05-20 fertilizer',
    ['Agro Insumos Ltda.', 'Fertilizantes Cerrado', 'Prairie Nutrients Inc.'],
  ],
  [
    'Diesel S10 para frota',
    'S10 diesel for the fleet',
    ['Distribuidora Rota', 'Petro Norte', 'Global Supply Co.'],
  ],
  [
    'Serviços de manutenção predial',
    'Building maintenance services',
    ['Manutenção Total', 'Predial Serviços', 'Facility Partners Inc.'],
  ],
  [
    'Licenças de software ERP',
    'ERP software licences',
    ['SoftBrasil Sistemas', 'Nuvem ERP', 'Cloud ERP Inc.'],
  ],
  [
    'Soda cáustica 50%',
    'Caustic soda 50%',
    ['Química Fina Brasil', 'Álcalis do Nordeste', 'Gulf Coast Chemicals'],
  ],
  [
    'Paletes de madeira PBR',
    'PBR wooden pallets',
    ['Madeiras Paraná', 'Paletes Sul', 'Acme Industrial'],
  ],
] as const

// half of them approved, so that the dashboard's realized savings have months to show
const STATUSES: ProcessStatus[] = [
  'APPROVED',
  'DRAFT',
  'IN_REVIEW',
  'APPROVED',
  'REJECTED',
  'APPROVED',
]
const ROUNDS = 2
// every eighth process is bought in dollars, converted on the dashboard with these rates
const DOLLAR_RATE = 5.4

/**
 * Twenty-four processes in every status, with items, pipeline, suppliers, quotations and awards,
 * approved over the last ten months; a savings target for this year.
 */
export const seedProcesses = async (refs: ReferenceIds, users: DemoUserIds) => {
  if (await db.process.count({ where: { companyId: DEMO_COMPANY_ID } }))
    return 0
  const random = seededRandom(42)
  const managers = [users.manager1, users.manager2, users.director]
  const subjects = Array.from({ length: ROUNDS }, () => SUBJECTS).flat()
  // the third supplier invited is the one abroad
  const masters = await seedSuppliers(
    SUBJECTS.flatMap(([, , invited]) => invited),
    refs,
    (name) => SUBJECTS.some(([, , invited]) => invited[2] === name)
  )
  for (const [index, [subjectPt, subjectEn, invited]] of subjects.entries()) {
    const status = STATUSES[index % STATUSES.length]
    const approvedAt =
      status === 'APPROVED' ? addDays(today(), -random.int(5, 300)) : null
    const createdAt = addDays(approvedAt ?? today(), -random.int(12, 60))
    const effectiveDate = approvedAt
      ? addDays(approvedAt, 30)
      : addDays(today(), random.int(5, 60))
    const process = await db.process.create({
      data: {
        companyId: DEMO_COMPANY_ID,
        number: index + 1,
        status,
        approvedAt,
        createdAt,
        reviewCycle: status === 'DRAFT' ? 0 : 1,
        ownerId: users.buyer,
        sentById: status === 'DRAFT' ? null : users.buyer,
        // in pairs, so that each manager has approved processes and open ones
        categoryManagerId: managers[Math.floor(index / 2) % managers.length],
        title: `${subjectPt} / ${subjectEn}`,
        processDescription: subjectPt,
        executiveSummary: `Contratação de ${subjectPt.toLowerCase()} para 24 meses.`,
        processType: PROCESS_TYPES[index % PROCESS_TYPES.length],
        processProfile: PROCESS_PROFILES[(index + 1) % PROCESS_PROFILES.length],
        processNumber: `PR-2025-${String(100 + index)}`,
        parentProcessDescription: `Contrato anterior de ${subjectPt.toLowerCase()}`,
        effectiveDate,
        endingDate: addDays(effectiveDate, 730),
        currentContractStatus:
          index % 3 === 0 ? 'NOT_EXISTS' : 'EXISTS_SAME_SUPPLIER',
        currencyId: index % 8 === 7 ? refs.currencies.USD : refs.currencies.BRL,
        finalExecutiveSummary:
          status === 'DRAFT'
            ? null
            : 'Recomendamos a adjudicação ao melhor preço equalizado.',
        keyStakeholders: 'Operações, Qualidade, Financeiro',
        approvalWorkflow: {
          create: [
            {
              userId: managers[(index + 1) % 2],
              title: 'Gerente de Categoria',
              priority: 1,
            },
            {
              userId: users.director,
              title: 'Diretor de Suprimentos',
              priority: 2,
            },
          ],
        },
        plants: {
          create: {
            plant: `P${100 + index}`,
            description: 'Planta Campinas',
            regionId: refs.regions['BR-SE'],
            countryId: refs.countries.BR,
          },
        },
        suppliers: {
          create: invited.map((name) => processSupplierOf(masters.get(name))),
        },
      },
      include: {
        suppliers: true,
        approvalWorkflow: {
          orderBy: { priority: 'asc' },
          include: { user: { select: { firstName: true, lastName: true } } },
        },
      },
    })
    await seedItemsAndQuotations(
      process.id,
      process.suppliers,
      refs,
      random,
      status !== 'DRAFT'
    )
    await seedReviews(
      process.id,
      status,
      process.approvalWorkflow,
      createdAt,
      approvedAt
    )
  }
  await seedScenarios(users.buyer)
  await seedPortalRound()
  await seedDollarRates()
  await db.savingsTarget.create({
    data: {
      companyId: DEMO_COMPANY_ID,
      year: today().getUTCFullYear(),
      amount: 60_000_000,
      updatedById: users.owner,
    },
  })
  return subjects.length
}

/** A dollar rate for each of the last thirteen months. */
const seedDollarRates = () =>
  db.exchangeRate.createMany({
    data: Array.from({ length: 13 }, (_, back) => {
      const month = new Date(today())
      month.setUTCDate(1)
      month.setUTCMonth(month.getUTCMonth() - back)
      return {
        companyId: DEMO_COMPANY_ID,
        currencyCode: 'USD',
        month,
        rate: DOLLAR_RATE + back / 100,
      }
    }),
    skipDuplicates: true,
  })

type Random = ReturnType<typeof seededRandom>

const withDerived = <Detail extends ItemDetailBasis>(detail: Detail) => {
  const derived = itemDetailDerived(detail)
  return {
    ...detail,
    historicalValue: stored(derived.historicalValue, 2),
    totalValue: stored(derived.totalValue, 2),
    existingContractTermValue: stored(derived.existingContractTermValue, 2),
    existingContractTermVolume: stored(derived.existingContractTermVolume, 4),
  }
}

const seedItemsAndQuotations = async (
  processId: string,
  suppliers: { id: string }[],
  refs: ReferenceIds,
  random: Random,
  awarded: boolean
) => {
  for (let i = 0; i < 2; i++) {
    const historical = Math.round(random.between(20, 500) * 100) / 100
    const baseline =
      Math.round(historical * random.between(1, 1.12) * 100) / 100
    const annualVolume = random.int(1, 50) * 1000
    const item = await db.processItem.create({
      data: {
        processId,
        code: `MAT-${random.int(10000, 99999)}`,
        description: i === 0 ? 'Item principal' : 'Item secundário',
        detail: {
          create: {
            categoryId: random.pick(Object.values(refs.categories)),
            unitOfMeasureId: refs.units.KG,
            incotermId: refs.incoterms.CIF,
            supplyOriginId: refs.supplyOrigins.DOMESTIC,
            annualVolume,
            paymentTerms: 60,
            existingContractTakeOrPay: false,
            existingContractGhgClause: false,
            existingRebate: false,
            existingContractMeetOrRelease: false,
            ...withDerived({
              annualVolume,
              historicalPrice: historical,
              baselinePrice: baseline,
              existingContractLength: 12,
              existingContractAnnualValue: historical * annualVolume,
              existingContractAnnualVolume: annualVolume,
            }),
          },
        },
        pipeline: {
          create: {
            contractLength: 24,
            baselineUnit: baseline,
            expectedResultUnit:
              Math.round(historical * random.between(0.9, 1.02) * 100) / 100,
            historicalPricingUnit: historical,
            annualVolume,
          },
        },
      },
    })
    const offers = suppliers.map((supplier) => ({
      supplier,
      price: Math.round(historical * random.between(0.88, 1.1) * 100) / 100,
    }))
    const best = offers.reduce((a, b) => (a.price <= b.price ? a : b))
    for (const { supplier, price } of offers) {
      const isAwarded = awarded && supplier === best.supplier
      const quotation = await db.quotation.create({
        data: {
          processId,
          round: 1,
          proposalDate: addDays(today(), -random.int(5, 60)),
          supplierId: supplier.id,
          itemId: item.id,
          annualVolume,
          paymentTerms: 60,
          incotermId: refs.incoterms.CIF,
          responseStatus: 'ANSWERED',
          initialProposal: Math.round(price * 1.05 * 100) / 100,
          equalizedProposal: Math.round(price * 1.02 * 100) / 100,
          negotiatedProposal: price,
          awarded: isAwarded,
          agreementLength: 24,
          agreementPeriod: 'MONTHS',
          awardedProposal: isAwarded ? price : null,
          awardedVolume: isAwarded ? annualVolume : null,
        },
      })
      if (isAwarded)
        await db.award.create({
          data: awardFor(processId, quotation.id, price, annualVolume),
        })
    }
  }
}

const awardFor = (
  processId: string,
  quotationId: string,
  unitPrice: number,
  annualVolume: number
) =>
  ({
    processId,
    quotationId,
    contractLength: 24,
    contractPeriod: 'MONTHS',
    unitPrice,
    annualVolume,
    ...awardFigures(
      { unitPrice, annualVolume, contractLength: 24, contractPeriod: 'MONTHS' },
      annualVolume
    ),
    priceMechanism: 'Preço fixo com reajuste anual pelo IPCA',
    paymentTerms: 60,
    rebateDetail: 'Sem rebate',
  }) satisfies Prisma.AwardUncheckedCreateInput

const seedReviews = async (
  processId: string,
  status: ProcessStatus,
  steps: {
    id: string
    userId: string
    title: string
    priority: number
    user: { firstName: string; lastName: string }
  }[],
  createdAt: Date,
  approvedAt: Date | null
) => {
  if (status === 'DRAFT') return
  // sent a few days after creation; the last approval is the process's approval
  const requestDate = addDays(createdAt, 5)
  const reviewStatusOf = (stepIndex: number) => {
    if (status === 'APPROVED') return 'APPROVED'
    if (status === 'REJECTED') return stepIndex === 0 ? 'REJECTED' : 'WAITING'
    return stepIndex === 0 ? 'PENDING' : 'WAITING'
  }
  for (const [stepIndex, step] of steps.entries()) {
    const reviewStatus = reviewStatusOf(stepIndex)
    await db.workflowReview.create({
      data: {
        processId,
        entryId: step.id,
        title: step.title,
        priority: step.priority,
        userId: step.userId,
        reviewerName: `${step.user.firstName} ${step.user.lastName}`,
        status: reviewStatus,
        requestDate,
        pendingSince: reviewStatus === 'WAITING' ? null : requestDate,
        reviewedAt: ['APPROVED', 'REJECTED'].includes(reviewStatus)
          ? (approvedAt ?? addDays(requestDate, 2))
          : null,
        description:
          reviewStatus === 'REJECTED'
            ? 'Rever o volume anual antes de aprovar.'
            : null,
      },
    })
  }
}
