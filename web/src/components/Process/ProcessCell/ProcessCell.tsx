import type { ProcessStep } from '@procura/shared'
import { useTranslation } from 'react-i18next'

import type { CellFailureProps, CellSuccessProps } from '@redwoodjs/web'

import CellFailure from 'src/components/CellFailure/CellFailure'
import PageTitle from 'src/components/PageTitle/PageTitle'

import { CANDIDATE_FIELDS, REFERENCE_FIELDS } from '../fragments'
import type { Candidate, ReferenceData } from '../options'
import type { ProcessRecord } from '../processRecord'
import ProcessWorkspace from '../ProcessWorkspace'

export const QUERY = gql`
  query ProcessQuery($uid: String!) {
    process(id: $uid) {
      id
      code
      status
      title
      categoryManagerId
      processDescription
      executiveSummary
      processType
      processProfile
      processNumber
      parentProcessDescription
      effectiveDate
      endingDate
      currentContractStatus
      currencyId
      currency {
        id
        code
      }
      finalExecutiveSummary
      keyStakeholders
      stakeholdersRequirementsShort
      stakeholdersRequirementsLong
      competitorsAdvantages
      supplierFeedbackRelationship
      items {
        id
        code
        description
        detail {
          categoryId
          unitOfMeasureId
          incotermId
          supplyOriginId
          annualVolume
          paymentTerms
          historicalPrice
          baselinePrice
          existingContractLength
          existingContractTakeOrPay
          existingContractGhgClause
          existingRebate
          existingContractMeetOrRelease
          existingContractAnnualValue
          existingContractAnnualVolume
        }
        pipeline {
          contractLength
          baselineUnit
          expectedResultUnit
          historicalPricingUnit
          annualVolume
        }
      }
      plants {
        id
        plant
        description
        regionId
        countryId
      }
      approvalWorkflow {
        id
        userId
        title
        priority
      }
      suppliers {
        id
        name
        vat
        sapCode
        countryId
        technicalApproval
        financialRisk
        associatedParty
        blockReason
        litigant
      }
      awardedQuotations {
        id
        round
        supplierId
        itemId
        annualVolume
        paymentTerms
        incotermId
        negotiatedProposal
        agreementLength
        agreementPeriod
        awardedProposal
        awardedVolume
      }
      awards {
        quotationId
        contractLength
        contractPeriod
        unitPrice
        annualVolume
        priceMechanism
        takeOrPay
        ghgClause
        terminationClause
        paymentTerms
        incotermId
        meetOrReleaseClause
        rebate
        rebateDetail
        otherKeyTerms
      }
      rounds
    }
    referenceData {
      ...ReferenceFields
    }
    processCandidates {
      ...CandidateFields
    }
  }
  ${REFERENCE_FIELDS}
  ${CANDIDATE_FIELDS}
`

export const Loading = () => (
  <div role="status" className="h-96 animate-pulse rounded-lg bg-slate-100" />
)

export const Failure = ({ error, errorCode }: CellFailureProps) => {
  const { t } = useTranslation()
  return (
    <>
      <PageTitle parts={[t('pages.process')]} />
      <h1 className="mb-4 text-xl font-semibold">{t('pages.process')}</h1>
      <CellFailure error={error} errorCode={errorCode} />
    </>
  )
}

export const Success = ({
  process,
  referenceData,
  processCandidates,
  step,
}: CellSuccessProps<{
  process: ProcessRecord
  referenceData: ReferenceData
  processCandidates: Candidate[]
}> & { step: ProcessStep }) => (
  <ProcessWorkspace
    process={process}
    reference={referenceData}
    candidates={processCandidates}
    step={step}
  />
)
