// Test-only: completes Acme's scenario process so it may be sent for approval (spec §5).
import { db } from 'src/lib/db'

import { ids } from './sourcingScenario'

/** An item's full detail row: 1,000 kg a year, historical 100, baseline 110. */
export const itemDetailRow = (itemId: string) => ({
  itemId,
  categoryId: 'cat-steel',
  unitOfMeasureId: 'unit-kg',
  incotermId: 'inco-cif',
  supplyOriginId: 'origin-domestic',
  annualVolume: 1000,
  paymentTerms: 60,
  historicalPrice: 100,
  historicalValue: 100_000,
  baselinePrice: 110,
  totalValue: 110_000,
  existingContractLength: 12,
  existingContractTakeOrPay: false,
  existingContractGhgClause: false,
  existingRebate: false,
  existingContractMeetOrRelease: false,
  existingContractAnnualValue: 0,
  existingContractAnnualVolume: 0,
  existingContractTermValue: 0,
  existingContractTermVolume: 0,
})

/** Supplier A's round-1 quotation of an item, awarded at `unitPrice` for 1,000 a year over 12 months. */
export const awardedQuotationRow = (itemId: string, unitPrice = 95) => ({
  processId: ids.acmeProcess,
  round: 1,
  proposalDate: new Date('2026-11-01'),
  supplierId: ids.supplierA,
  itemId,
  annualVolume: 1000,
  paymentTerms: 60,
  responseStatus: 'ANSWERED' as const,
  negotiatedProposal: unitPrice,
  awarded: true,
  agreementLength: 12,
  agreementPeriod: 'MONTHS' as const,
  awardedProposal: unitPrice,
  awardedVolume: 1000,
})

/** Both items detailed, each quoted by supplier A in round 1, awarded and with its award. */
export const makeAcmeProcessReady = async () => {
  for (const itemId of [ids.steel, ids.resin]) {
    await db.itemDetail.create({ data: itemDetailRow(itemId) })
    const quotation = await db.quotation.create({
      data: awardedQuotationRow(itemId),
    })
    await db.award.create({
      data: {
        processId: ids.acmeProcess,
        quotationId: quotation.id,
        volume: 100,
        contractLength: 12,
        unitPrice: 95,
        annualVolume: 1000,
        totalContractValue: 95_000,
        totalContractVolume: 1000,
        priceMechanism: 'Fixed',
        paymentTerms: 60,
        rebateDetail: 'None',
      },
    })
  }
}
