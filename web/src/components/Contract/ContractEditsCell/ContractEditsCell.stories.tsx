import type { Meta, StoryObj } from '@storybook/react'

import { contractEdits, contracts } from '../Contract.fixtures'
import { standard as consumption } from '../ContractConsumptionCell/ContractConsumptionCell.mock'
import ContractEditsModal from '../ContractEditsModal'

import { Empty, Failure, Loading, Success } from './ContractEditsCell'
import { standard } from './ContractEditsCell.mock'

const meta: Meta = { title: 'Cells/ContractEditsCell' }
export default meta

export const loading: StoryObj = { render: () => <Loading /> }
export const empty: StoryObj = { render: () => <Empty /> }
export const failure: StoryObj = {
  render: () => <Failure error={new Error('Network error')} />,
}
/** A long-running contract's twelve edits, one by a user since removed. */
export const success: StoryObj = { render: () => <Success {...standard()} /> }
export const changes: StoryObj = {
  render: () => <Success contractEdits={contractEdits()} />,
}
/** The list's history dialog, for a contract made from an award, its balance from spend. */
export const inItsDialog: StoryObj = {
  render: () => {
    mockGraphQLQuery('ContractEditsQuery', () => ({
      contractEdits: contractEdits(),
    }))
    mockGraphQLQuery('ContractConsumptionQuery', consumption)
    return (
      <ContractEditsModal contract={contracts()[1]} onClose={() => undefined} />
    )
  },
}
