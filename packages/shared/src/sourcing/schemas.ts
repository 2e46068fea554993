import * as yup from 'yup'

import {
  amount,
  atMost,
  calendarDay,
  flag,
  id,
  oneOf,
  optionalAmount,
  optionalWhole,
  optionalText,
  required,
  text,
  TEXT_MAX,
  whole,
} from '../fields'

import {
  AGREEMENT_PERIODS,
  CURRENT_CONTRACT_STATUSES,
  PROCESS_PROFILES,
  PROCESS_TYPES,
  RESPONSE_STATUSES,
  ROUND_MAX,
  ROUND_MIN,
} from './enumerations'

// Spec §5 for the sourcing steps. Messages are i18n keys; each side translates them.

// ───────── process create and the general step ─────────

/** A parent process number as purchasing systems write it: letters, digits and . / - */
export const PROCESS_NUMBER = /^[A-Za-z0-9][A-Za-z0-9./-]{0,39}$/

export const processItemSchema = yup.object({
  id: yup.string().nullable().optional(),
  code: text(),
  description: text(),
})

export const plantSchema = yup.object({
  id: yup.string().nullable().optional(),
  plant: text(),
  description: text(),
  regionId: id(),
  countryId: id(),
})

export const approvalStepSchema = yup.object({
  userId: yup.string().required({ key: 'process.validation.approverRequired' }),
  title: text(),
  priority: whole().min(1, { key: 'process.validation.priorityMin' }),
})

const isExtension = (type: unknown) => typeof type === 'string' && type.startsWith('EXTENSION')

/** Required of an extension (spec §5), empty text otherwise. */
const parentField = () =>
  yup
    .string()
    .trim()
    .max(TEXT_MAX, atMost(TEXT_MAX))
    .default('')
    .transform((value) => value ?? '')
    .when('processType', {
      is: isExtension,
      then: (field) => field.required(required),
    })

export const processSchema = yup.object({
  title: text(),
  categoryManagerId: id(),
  processDescription: text(),
  executiveSummary: text(),
  processType: oneOf(PROCESS_TYPES),
  processProfile: oneOf(PROCESS_PROFILES),
  // the parent process is asked of an extension only: a new purchase has none
  processNumber: parentField().matches(PROCESS_NUMBER, {
    message: { key: 'process.validation.processNumber' },
    excludeEmptyString: true,
  }),
  parentProcessDescription: parentField(),
  effectiveDate: calendarDay().test(
    'before-ending',
    { key: 'process.validation.effectiveBeforeEnding' },
    function (effective) {
      const ending = this.parent.endingDate as Date | null
      return !effective || !ending || effective < ending
    }
  ),
  endingDate: calendarDay().test(
    'after-effective',
    { key: 'process.validation.endingAfterEffective' },
    function (ending) {
      const effective = this.parent.effectiveDate as Date | null
      return !effective || !ending || ending > effective
    }
  ),
  currentContractStatus: oneOf(CURRENT_CONTRACT_STATUSES),
  currencyId: id(),
  keyStakeholders: optionalText(),
  stakeholdersRequirementsShort: optionalText(),
  stakeholdersRequirementsLong: optionalText(),
  competitorsAdvantages: optionalText(),
  supplierFeedbackRelationship: optionalText(),
  items: yup.array(processItemSchema).required(required).min(1, { key: 'process.validation.itemsMin' }),
  plants: yup.array(plantSchema).required(required).min(1, { key: 'process.validation.plantsMin' }),
  approvalWorkflow: yup
    .array(approvalStepSchema)
    .required(required)
    .min(1, { key: 'process.validation.workflowMin' })
    .test('distinct-priorities', { key: 'process.validation.priorityUnique' }, (steps) => {
      const priorities = (steps ?? []).map((step) => step.priority)
      return new Set(priorities).size === priorities.length
    }),
})
export type ProcessInput = yup.InferType<typeof processSchema>

// ───────── items ─────────

export const itemDetailSchema = yup.object({
  itemId: id(),
  categoryId: id(),
  unitOfMeasureId: id(),
  incotermId: id(),
  supplyOriginId: id(),
  annualVolume: amount('volume'),
  paymentTerms: whole(),
  historicalPrice: amount('historicalPrice'),
  baselinePrice: amount('price'),
  existingContractLength: whole(),
  existingContractTakeOrPay: flag(),
  existingContractGhgClause: flag(),
  existingRebate: flag(),
  existingContractMeetOrRelease: flag(),
  existingContractAnnualValue: amount('money'),
  existingContractAnnualVolume: amount('volume'),
})
export type ItemDetailInput = yup.InferType<typeof itemDetailSchema>
export const itemDetailsSchema = yup.array(itemDetailSchema).required(required)

// ───────── pipeline ─────────

export const pipelineItemSchema = yup.object({
  itemId: id(),
  contractLength: whole().min(1, { key: 'process.validation.contractLengthMin' }),
  baselineUnit: amount('price'),
  expectedResultUnit: amount('price'),
  historicalPricingUnit: amount('historicalPrice'),
  annualVolume: amount('volume'),
})
export type PipelineItemInput = yup.InferType<typeof pipelineItemSchema>
export const pipelineSchema = yup.array(pipelineItemSchema).required(required)

// ───────── suppliers ─────────

/**
 * A process's supplier: picked from the master (supplierId); id when the row already exists. A row
 * whose master record was deleted comes back without supplierId and stays as the process has it.
 */
export const processSupplierSchema = yup.object({
  id: yup.string().nullable().optional(),
  supplierId: yup
    .string()
    .nullable()
    .optional()
    .test('picked', required, function (supplierId) {
      return Boolean(supplierId || this.parent.id)
    }),
})
export type ProcessSupplierInput = yup.InferType<typeof processSupplierSchema>
export const processSuppliersSchema = yup
  .array(processSupplierSchema)
  .required(required)
  .test(
    'once-each',
    { key: 'process.suppliers.twice' },
    (rows = []) => {
      const picked = rows.flatMap((row) => (row.supplierId ? [row.supplierId] : []))
      return new Set(picked).size === picked.length
    }
  )

// ───────── quotations ─────────

// Spec §5 spells this key 'negociatedProposal'; the field itself is negotiatedProposal.
const quotationNumber = (field: string) => ({ key: `process.quotations.errors.${field}` })

export const quotationSchema = yup.object({
  round: yup
    .number()
    .typeError({ key: 'process.quotations.errors.round' })
    .required(required)
    .integer({ key: 'process.quotations.errors.round' })
    .min(ROUND_MIN, { key: 'process.quotations.errors.round' })
    .max(ROUND_MAX, { key: 'process.quotations.errors.round' }),
  proposalDate: calendarDay(),
  supplierId: id(),
  itemId: id(),
  vendorCode: optionalText(),
  itemCode: optionalText(),
  unitOfMeasureId: yup.string().nullable().optional(),
  annualVolume: amount('volume', quotationNumber('annualVolume')),
  paymentTerms: whole(),
  incotermId: yup.string().nullable().optional(),
  supplyOriginId: yup.string().nullable().optional(),
  responseStatus: oneOf(RESPONSE_STATUSES),
  initialProposal: optionalAmount('price', quotationNumber('initialProposal')),
  equalizedProposal: optionalAmount('price', quotationNumber('equalizedProposal')),
  negotiatedProposal: optionalAmount('price', quotationNumber('negociatedProposal')),
  additionalInformation: optionalText(),
  awarded: flag(),
  agreementLength: optionalWhole(quotationNumber('agreementLength')),
  agreementPeriod: oneOf(AGREEMENT_PERIODS),
  awardedProposal: optionalAmount('price', quotationNumber('awardedProposal')),
  awardedVolume: optionalAmount('volume', quotationNumber('awardedVolume')),
})
export type QuotationInput = yup.InferType<typeof quotationSchema>

// ───────── awards ─────────

export const awardSchema = yup.object({
  quotationId: yup.string().required({ key: 'process.awards.errors.quotation' }),
  contractLength: whole().min(1, { key: 'process.validation.contractLengthMin' }),
  contractPeriod: oneOf(AGREEMENT_PERIODS),
  unitPrice: amount('price'),
  annualVolume: amount('volume'),
  priceMechanism: text(),
  takeOrPay: flag(),
  ghgClause: flag(),
  terminationClause: flag(),
  paymentTerms: whole(),
  incotermId: yup.string().nullable().optional(),
  meetOrReleaseClause: flag(),
  rebate: flag(),
  // the detail of a rebate: asked of an award that has one, empty otherwise
  rebateDetail: yup
    .string()
    .trim()
    .max(TEXT_MAX, atMost(TEXT_MAX))
    .default('')
    .transform((value) => value ?? '')
    .when('rebate', {
      is: true,
      then: (field) =>
        field.required({ key: 'process.awards.errors.rebateDetail' }),
    }),
  otherKeyTerms: optionalText(),
})
export type AwardInput = yup.InferType<typeof awardSchema>
export const awardsSchema = yup.array(awardSchema).required(required)
