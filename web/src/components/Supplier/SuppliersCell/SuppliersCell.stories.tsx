import type { Meta, StoryObj } from '@storybook/react'

import { suppliers } from '../Supplier.fixtures'

import { Failure, Loading, Success } from './SuppliersCell'

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
export const empty: StoryObj = {
  render: () => <Success {...list} suppliers={{ total: 0, items: [] }} />,
}
export const master: StoryObj = {
  render: () => <Success {...list} {...suppliers()} />,
}
export const crowded: StoryObj = {
  render: () => <Success {...list} {...suppliers(50)} />,
}
