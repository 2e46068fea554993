import { formatDate, formatSupplierVat } from '@procura/shared'
import type { ColumnDef } from '@tanstack/react-table'
import { useTranslation } from 'react-i18next'
import type {
  DeleteSupplierMutation,
  DeleteSupplierMutationVariables,
  SuppliersQuery,
} from 'types/graphql'

import { Link, routes } from '@redwoodjs/router'
import {
  useMutation,
  type CellFailureProps,
  type CellSuccessProps,
} from '@redwoodjs/web'

import CellFailure from 'src/components/CellFailure/CellFailure'
import DataTable from 'src/components/DataTable/DataTable'
import EditableTable, {
  type ListProps,
} from 'src/components/EditableTable/EditableTable'
import { useToastedAction } from 'src/components/Form/useToastedAction'

import SupplierFormModal from '../SupplierFormModal'
import { SUPPLIER_FIELDS, type MasterSupplier } from '../supplierRecord'

export const QUERY = gql`
  query SuppliersQuery($page: PageInput!, $filter: SupplierFilter) {
    suppliers(page: $page, filter: $filter) {
      total
      items {
        ...SupplierFields
      }
    }
  }
  ${SUPPLIER_FIELDS}
`

export const DELETE_SUPPLIER = gql`
  mutation DeleteSupplierMutation($id: String!) {
    deleteSupplier(id: $id) {
      id
    }
  }
`

export const Loading = ({ sorting }: ListProps) => (
  <DataTable columns={[]} rows={[]} loading sorting={sorting} />
)

export const Failure = ({ error, errorCode }: CellFailureProps) => (
  <CellFailure error={error} errorCode={errorCode} />
)

const useColumns = (): ColumnDef<MasterSupplier, unknown>[] => {
  const { t, i18n } = useTranslation()
  const label = (field: string) => t(`suppliers.columns.${field}`)
  const yesNo = (value: boolean) => t(value ? 'common.yes' : 'common.no')
  const flag = (
    id: 'technicalApproval' | 'associatedParty' | 'litigant'
  ): ColumnDef<MasterSupplier, unknown> => ({
    id,
    header: label(id),
    accessorFn: (supplier) => yesNo(supplier[id]),
    enableSorting: false,
  })
  return [
    {
      id: 'name',
      header: label('name'),
      accessorKey: 'name',
      cell: ({ row }) => (
        <Link
          to={routes.supplier({ id: row.original.id })}
          className="font-medium text-primary-700 hover:underline"
        >
          {row.original.name}
        </Link>
      ),
    },
    {
      id: 'vat',
      header: label('vat'),
      accessorFn: (supplier) => formatSupplierVat(supplier.vat),
      cell: ({ getValue }) => (
        <span className="whitespace-nowrap">{String(getValue())}</span>
      ),
    },
    { id: 'sapCode', header: label('sapCode'), accessorKey: 'sapCode' },
    flag('technicalApproval'),
    flag('associatedParty'),
    flag('litigant'),
    {
      id: 'blocked',
      header: label('blockReason'),
      accessorFn: (supplier) => supplier.blockReason ?? '',
      enableSorting: false,
    },
    {
      id: 'contacts',
      header: label('contacts'),
      accessorFn: (supplier) =>
        supplier.contacts.map((contact) => contact.email).join(', '),
      cell: ({ getValue }) => (
        <span title={String(getValue())} className="block max-w-56 truncate">
          {String(getValue())}
        </span>
      ),
      enableSorting: false,
    },
    {
      id: 'updatedAt',
      header: label('updatedAt'),
      accessorFn: (supplier) => formatDate(supplier.updatedAt, i18n.language),
    },
  ]
}

export const Success = ({
  suppliers,
  ...list
}: CellSuccessProps<SuppliersQuery> & ListProps) => {
  const { t } = useTranslation()
  const run = useToastedAction()
  const [deleteSupplier] = useMutation<
    DeleteSupplierMutation,
    DeleteSupplierMutationVariables
  >(DELETE_SUPPLIER, {
    refetchQueries: ['SuppliersQuery'],
    awaitRefetchQueries: true,
  })
  return (
    <EditableTable<MasterSupplier>
      {...list}
      columns={useColumns()}
      rows={suppliers.items}
      total={suppliers.total}
      caption={t('pages.suppliers')}
      emptyDescription={t('suppliers.empty')}
      rowLabel={(supplier) => supplier.name}
      renderEditor={(supplier, onClose) => (
        <SupplierFormModal supplier={supplier} onClose={onClose} />
      )}
      deleteDialog={(supplier) => ({
        title: t('suppliers.deleteTitle', { name: supplier.name }),
        description: t('suppliers.deleteBody'),
      })}
      onDelete={(supplier) =>
        run(() => deleteSupplier({ variables: { id: supplier.id } }), {
          success: 'suppliers.deleted',
          failure: 'suppliers.deleteError',
        })
      }
    />
  )
}
