// What every step of a process page reads; one query loads it (see ProcessCell).
export const REFERENCE_FIELDS = gql`
  fragment ReferenceFields on ReferenceData {
    categories {
      id
      code
      nameEn
      namePt
    }
    units {
      id
      code
      nameEn
      namePt
    }
    incoterms {
      id
      code
      nameEn
      namePt
    }
    supplyOrigins {
      id
      code
      nameEn
      namePt
    }
    countries {
      id
      code
      nameEn
      namePt
    }
    regions {
      id
      code
      nameEn
      namePt
    }
    currencies {
      id
      code
      nameEn
      namePt
    }
  }
`

export const CANDIDATE_FIELDS = gql`
  fragment CandidateFields on ProcessCandidate {
    id
    firstName
    lastName
    roleName
  }
`
