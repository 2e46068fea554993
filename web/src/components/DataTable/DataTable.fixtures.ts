import type { ColumnDef } from '@tanstack/react-table'

// Example rows for the table's stories and tests.
export interface SupplierSpend {
  supplier: string
  spend: number
}

export const supplierSpendColumns: ColumnDef<SupplierSpend, unknown>[] = [
  { accessorKey: 'supplier', header: 'Supplier' },
  { accessorKey: 'spend', header: 'Spend', meta: { numeric: true } },
]

export const supplierSpendRows: SupplierSpend[] = [
  { supplier: 'Nordeste Polímeros', spend: 120_000 },
  { supplier: 'Acme Industrial', spend: 450_000 },
  { supplier: 'TransLog Brasil', spend: 80_000 },
]
