import type { Meta, StoryObj } from '@storybook/react'

import { owner } from '../Team.fixtures'

import { Failure, Loading, Success } from './UsersCell'
import { empty as noUsers, standard } from './UsersCell.mock'

// The company's users (spec §5), as its Owner sees them: every row below the Owner's priority editable.
const meta: Meta = { title: 'Cells/UsersCell' }
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
    return <Success {...list} {...noUsers()} />
  },
}
export const failure: StoryObj = {
  render: () => <Failure error={new Error('Network error')} />,
}
/** Forty people over two pages, one of them disabled. */
export const success: StoryObj = {
  render: () => {
    asOwner()
    return <Success {...list} {...standard()} />
  },
}
