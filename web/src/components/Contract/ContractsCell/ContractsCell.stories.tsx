import type { Meta, StoryObj } from '@storybook/react'
import { expect, userEvent, within } from '@storybook/test'

import i18n from 'src/i18n'

import { contractEdits, contractList } from '../Contract.fixtures'

import { Failure, Loading, Success } from './ContractsCell'

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
export const empty: StoryObj = {
  render: () => (
    <Success
      {...list}
      {...contractList(0)}
      contracts={{ total: 0, items: [] }}
    />
  ),
}
export const everyLight: StoryObj = {
  render: () => <Success {...list} {...contractList()} />,
}
/** Every one of the list's columns over a full page. */
export const crowded: StoryObj = {
  render: () => <Success {...list} {...contractList(60)} />,
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
