import type { Meta, StoryObj } from '@storybook/react'

import { contractDashboard, filterOptions } from './Contract.fixtures'
import ContractDashboard from './ContractDashboard'
import ContractFilters from './ContractFilters'
import ContractImport from './ContractImport'

// The contract traffic light's dashboard (spec §2), its filters and the CSV import.
const meta: Meta = { title: 'Contract/ContractDashboard' }
export default meta

export const Dashboard: StoryObj = {
  render: () => {
    mockGraphQLQuery('ContractDashboardQuery', () => ({
      contractDashboard: contractDashboard(),
    }))
    // typed as the api sends it: Apollo's cache matches the options' fragment by __typename, else drops them
    mockGraphQLQuery('ContractFilterOptionsQuery', () => ({
      contractFilterOptions: {
        __typename: 'ContractFilterOptions',
        ...filterOptions(),
      },
    }))
    return <ContractDashboard />
  },
}

export const Filters: StoryObj = {
  render: () => (
    <ContractFilters
      options={filterOptions()}
      filter={{ supplier: 'Resinas do Sul S.A.', regionId: 'reg-s' }}
      onChange={() => undefined}
    />
  ),
}

export const Import: StoryObj = { render: () => <ContractImport /> }
