import type {
  ContractFilterOptionsQuery,
  ContractFilterOptionsQueryVariables,
} from 'types/graphql'

import { useQuery } from '@redwoodjs/web'

import { FILTER_OPTIONS_FIELDS } from './ContractFilters'

const FILTER_OPTIONS = gql`
  query ContractFilterOptionsQuery {
    contractFilterOptions {
      ...ContractFilterOptionsFields
    }
  }
  ${FILTER_OPTIONS_FIELDS}
`

/** The list's filter choices, loaded once (paging and sorting never ask for them again). */
export const useContractFilterOptions = () =>
  useQuery<ContractFilterOptionsQuery, ContractFilterOptionsQueryVariables>(
    FILTER_OPTIONS
  ).data?.contractFilterOptions
