// What every step of a process page reads; one query loads it (see ProcessCell).

/** A reference list's entry, as every select shows it. */
export const REFERENCE_ENTRY_FIELDS = gql`
  fragment ReferenceEntryFields on ReferenceEntry {
    id
    code
    nameEn
    namePt
  }
`

export const REFERENCE_FIELDS = gql`
  fragment ReferenceFields on ReferenceData {
    categories {
      ...ReferenceEntryFields
    }
    units {
      ...ReferenceEntryFields
    }
    incoterms {
      ...ReferenceEntryFields
    }
    supplyOrigins {
      ...ReferenceEntryFields
    }
    countries {
      ...ReferenceEntryFields
    }
    regions {
      ...ReferenceEntryFields
    }
    currencies {
      ...ReferenceEntryFields
    }
  }
  ${REFERENCE_ENTRY_FIELDS}
`

export const CANDIDATE_FIELDS = gql`
  fragment CandidateFields on ProcessCandidate {
    id
    firstName
    lastName
    roleName
    roleBuiltIn
  }
`

/** Everything a process page shows of the process itself. */
export const PROCESS_FIELDS = gql`
  fragment ProcessFields on Process {
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
        historicalValue
        baselinePrice
        totalValue
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
      supplierId
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
      volume
      totalContractVolume
      totalContractValue
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
    awaitsMyReview
    selfApprovalBarred
    canDelete
    ownedByMe
    sourceContract {
      id
      contractId
      supplier
    }
  }
`
