import type { Meta, StoryObj } from '@storybook/react'

import { contractEdits, contracts } from '../Contract.fixtures'
import ContractEditsModal from '../ContractEditsModal'

import { Empty, Failure, Loading, Success } from './ContractEditsCell'

const meta: Meta = { title: 'Cells/ContractEditsCell' }
export default meta

export const loading: StoryObj = { render: () => <Loading /> }
export const empty: StoryObj = { render: () => <Empty /> }
export const failure: StoryObj = {
  render: () => <Failure error={new Error('Network error')} />,
}
export const changes: StoryObj = {
  render: () => <Success contractEdits={contractEdits()} />,
}
/** The list's history dialog, for a contract made from an award. */
export const inItsDialog: StoryObj = {
  render: () => {
    mockGraphQLQuery('ContractEditsQuery', () => ({
      contractEdits: contractEdits(),
    }))
    return (
      <ContractEditsModal contract={contracts()[1]} onClose={() => undefined} />
    )
  },
}
