import type { Meta, StoryObj } from '@storybook/react'

import { processRecord } from '../../Process.fixtures'

import { Failure, Loading, Success } from './PortalRoundCell'
import { closed, standard } from './PortalRoundCell.mock'

const meta: Meta = { title: 'Cells/PortalRoundCell', tags: ['autodocs'] }
export default meta

const props = { process: processRecord, round: 2, editable: true }

export const loading: StoryObj = { render: () => <Loading /> }

export const failure: StoryObj = {
  render: () => <Failure error={new Error('Network error')} />,
}

export const notScheduled: StoryObj = {
  render: () => (
    <Success
      {...props}
      portalRound={{
        ...standard().portalRound,
        schedule: null,
        suppliers: standard().portalRound.suppliers.map((s) => ({
          ...s,
          status: null,
          invitations: [],
          submittedAt: null,
          submittedBy: null,
        })),
      }}
      portalAnswerHistory={[]}
    />
  ),
}

export const sealedAndOpen: StoryObj = {
  render: () => <Success {...props} {...standard()} />,
}

export const closedWithChanges: StoryObj = {
  render: () => <Success {...props} {...closed()} />,
}
