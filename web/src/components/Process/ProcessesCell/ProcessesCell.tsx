import { formatDate, personName } from '@procura/shared'
import type { ColumnDef } from '@tanstack/react-table'
import { useTranslation } from 'react-i18next'
import type { ProcessesQuery } from 'types/graphql'

import { Link, routes } from '@redwoodjs/router'
import type { CellFailureProps, CellSuccessProps } from '@redwoodjs/web'

import CellFailure from 'src/components/CellFailure/CellFailure'
import DataTable from 'src/components/DataTable/DataTable'
import type { ListProps } from 'src/components/EditableTable/EditableTable'

export const QUERY = gql`
  query ProcessesQuery($page: PageInput!, $filter: ProcessFilter) {
    processes(page: $page, filter: $filter) {
      total
      items {
        id
        code
        title
        processDescription
        processType
        status
        createdAt
        categoryManager {
          id
          firstName
          lastName
        }
      }
    }
  }
`

type ProcessRow = ProcessesQuery['processes']['items'][number]

export const Loading = ({ sorting }: ListProps) => (
  <DataTable columns={[]} rows={[]} loading sorting={sorting} />
)

export const Failure = ({ error, errorCode }: CellFailureProps) => (
  <CellFailure error={error} errorCode={errorCode} />
)

export const Success = ({
  processes,
  pagination,
  sorting,
}: CellSuccessProps<ProcessesQuery> & ListProps) => {
  const { t, i18n } = useTranslation()
  const columns: ColumnDef<ProcessRow, unknown>[] = [
    {
      id: 'code',
      accessorKey: 'code',
      header: t('process.list.code'),
      cell: ({ row }) => (
        <Link
          to={routes.process({ uid: row.original.id, step: 'general' })}
          className="font-medium text-primary-700 hover:underline"
        >
          {row.original.code}
        </Link>
      ),
    },
    {
      id: 'processDescription',
      accessorKey: 'processDescription',
      header: t('process.list.description'),
      // spec §2 lists the description; the title is a hover away
      cell: ({ row }) => (
        <span className="block max-w-md truncate" title={row.original.title}>
          {row.original.processDescription}
        </span>
      ),
    },
    {
      id: 'processType',
      accessorFn: (row) => t(`process.enums.processType.${row.processType}`),
      header: t('process.list.type'),
    },
    {
      id: 'categoryManager',
      accessorFn: (row) => personName(row.categoryManager),
      header: t('process.list.categoryManager'),
    },
    {
      id: 'status',
      accessorFn: (row) => t(`process.status.${row.status}`),
      header: t('process.list.status'),
      enableSorting: false,
    },
    {
      id: 'createdAt',
      accessorFn: (row) => formatDate(row.createdAt, i18n.language),
      header: t('process.list.createdAt'),
    },
  ]
  return (
    <DataTable
      columns={columns}
      rows={processes.items}
      sorting={sorting}
      pagination={{ ...pagination, total: processes.total }}
      caption={t('pages.processList')}
      emptyDescription={t('process.list.empty')}
    />
  )
}
