import type { Meta, StoryObj } from '@storybook/react'

import { owner } from '../Team.fixtures'

import { Failure, Loading, Success } from './RolesCell'
import { empty as noRoles, standard } from './RolesCell.mock'

// The company's roles ranked by priority (spec §6), as its Owner sees them.
const meta: Meta = { title: 'Cells/RolesCell' }
export default meta

const list = {
  pagination: { page: 0, pageSize: 20, onPageChange: () => undefined },
  sorting: { state: [{ id: 'name', desc: false }], onChange: () => undefined },
}
const asOwner = () => mockCurrentUser(owner)

export const loading: StoryObj = { render: () => <Loading {...list} /> }
/** The cell has no Empty: an empty page is its Success, the table saying what to do. */
export const empty: StoryObj = {
  render: () => {
    asOwner()
    return <Success {...list} {...noRoles()} />
  },
}
export const failure: StoryObj = {
  render: () => <Failure error={new Error('Network error')} />,
}
export const success: StoryObj = {
  render: () => {
    asOwner()
    return <Success {...list} {...standard()} />
  },
}
