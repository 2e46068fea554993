import { PROCESS_TYPES } from '@procura/shared'
import type { Meta, StoryObj } from '@storybook/react'

import { Failure, Loading, Success } from './ProcessesCell'
import { empty as noProcesses, standard } from './ProcessesCell.mock'

const meta: Meta = { title: 'Cells/ProcessesCell' }
export default meta

const list = {
  pagination: { page: 0, pageSize: 20, onPageChange: () => undefined },
  sorting: {
    state: [{ id: 'createdAt', desc: true }],
    onChange: () => undefined,
  },
}

const TITLES = [
  'Corrugated boxes 2027',
  'PET resin — annual agreement',
  'Road freight Curitiba–São Paulo',
  'Steel drums renewal',
  'Cleaning chemicals spot purchase',
]
const STATUSES = ['DRAFT', 'IN_REVIEW', 'APPROVED', 'REJECTED']

const processes = (count: number) => ({
  processes: {
    total: count,
    items: Array.from({ length: count }, (_, n) => ({
      id: `process-${n}`,
      code: `PRC-2026-${String(42 - n).padStart(4, '0')}`,
      title: TITLES[n % TITLES.length],
      processDescription: 'Two rounds with the suppliers of the category',
      processType: PROCESS_TYPES[n % PROCESS_TYPES.length],
      status: STATUSES[n % STATUSES.length],
      createdAt: new Date(Date.UTC(2026, 10, 20 - n)).toISOString(),
      categoryManager:
        n % 2
          ? { id: 'user-paulo', firstName: 'Paulo', lastName: 'Mendes' }
          : { id: 'user-marina', firstName: 'Marina', lastName: 'Costa' },
    })),
  },
})

export const loading: StoryObj = { render: () => <Loading {...list} /> }
export const failure: StoryObj = {
  render: () => <Failure error={new Error('Network error')} />,
}
/** The cell has no Empty: an empty page is its Success, the table saying what to do. */
export const empty: StoryObj = {
  render: () => <Success {...list} {...noProcesses()} />,
}
/** A page of a large company's 137 processes, newest first. */
export const success: StoryObj = {
  render: () => <Success {...list} {...standard()} />,
}
export const everyStatus: StoryObj = {
  render: () => <Success {...list} {...processes(8)} />,
}
