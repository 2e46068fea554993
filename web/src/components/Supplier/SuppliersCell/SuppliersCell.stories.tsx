import type { Meta, StoryObj } from '@storybook/react'

import { suppliers } from '../Supplier.fixtures'

import { Failure, Loading, Success } from './SuppliersCell'
import { empty as noSuppliers, standard } from './SuppliersCell.mock'

const meta: Meta = { title: 'Cells/SuppliersCell' }
export default meta

const list = {
  pagination: { page: 0, pageSize: 50, onPageChange: () => undefined },
  sorting: { state: [{ id: 'name', desc: false }], onChange: () => undefined },
}

export const loading: StoryObj = { render: () => <Loading {...list} /> }
export const failure: StoryObj = {
  render: () => <Failure error={new Error('Network error')} />,
}
/** The cell has no Empty: an empty page is its Success, the table saying what to do. */
export const empty: StoryObj = {
  render: () => <Success {...list} {...noSuppliers()} />,
}
/** A page of fifty of the company's 64 suppliers, from three countries. */
export const success: StoryObj = {
  render: () => <Success {...list} {...standard()} />,
}
export const master: StoryObj = {
  render: () => <Success {...list} {...suppliers()} />,
}
