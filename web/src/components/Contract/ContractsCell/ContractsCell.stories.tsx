import type { Meta, StoryObj } from '@storybook/react'
import { expect, userEvent, within } from '@storybook/test'

import i18n from 'src/i18n'

import { contractEdits, contractList } from '../Contract.fixtures'

import { Failure, Loading, Success } from './ContractsCell'
import { empty as noContracts, standard } from './ContractsCell.mock'

const meta: Meta = { title: 'Cells/ContractsCell' }
export default meta

const list = {
  pagination: { page: 0, pageSize: 20, onPageChange: () => undefined },
  sorting: { state: [], onChange: () => undefined },
}

export const loading: StoryObj = { render: () => <Loading {...list} /> }
export const failure: StoryObj = {
  render: () => <Failure error={new Error('Network error')} />,
}
/** The cell has no Empty: an empty page is its Success, the table saying what to do. */
export const empty: StoryObj = {
  render: () => <Success {...list} {...noContracts()} />,
}
/** A page of a large company's 148 contracts: every column, balances up to hundreds of billions. */
export const success: StoryObj = {
  render: () => <Success {...list} {...standard()} />,
}
export const everyLight: StoryObj = {
  render: () => <Success {...list} {...contractList()} />,
}

/** Spec §2: one row is edited inline at a time; starting a second one is refused with a message. */
export const oneRowEditedAtATime: StoryObj = {
  render: () => {
    mockGraphQLQuery('ContractEditsQuery', () => ({
      contractEdits: contractEdits(),
    }))
    return <Success {...list} {...contractList()} />
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const edit = (contractId: string) =>
      userEvent.click(
        canvas.getByRole('button', {
          name: i18n.t('contract.list.edit', { contractId }),
        })
      )
    await edit('CT-2026-0101')
    await expect(
      canvas.getByRole('button', {
        name: i18n.t('contract.list.save', { contractId: 'CT-2026-0101' }),
      })
    ).toBeInTheDocument()
    await edit('CT-2026-0102')
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(
        i18n.t('contract.finishEditingFirst')
      )
    ).toBeInTheDocument()
    await expect(
      canvas.queryByRole('button', {
        name: i18n.t('contract.list.save', { contractId: 'CT-2026-0102' }),
      })
    ).not.toBeInTheDocument()
  },
}
