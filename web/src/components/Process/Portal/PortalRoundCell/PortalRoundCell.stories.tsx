import type { Meta, StoryObj } from '@storybook/react'

import { processRecord } from '../../Process.fixtures'

import { Failure, Loading, Success } from './PortalRoundCell'
import { closed, empty as noSupplier, standard } from './PortalRoundCell.mock'

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

/** The cell has no Empty: a process with no supplier has no one to invite yet. */
export const empty: StoryObj = {
  render: () => <Success {...props} {...noSupplier()} />,
}

/** A sealed round open to its suppliers. */
export const success: StoryObj = {
  render: () => <Success {...props} {...standard()} />,
}

export const closedWithChanges: StoryObj = {
  render: () => <Success {...props} {...closed()} />,
}
