import { useState } from 'react'

import { Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import Button from 'src/components/Button/Button'
import CsvExportLink from 'src/components/CsvImport/CsvExportLink'
import CsvImport from 'src/components/CsvImport/CsvImport'
import { usePageState } from 'src/components/DataTable/usePageState'
import PageTitle from 'src/components/PageTitle/PageTitle'
import SupplierFilters, {
  type SupplierFilter,
} from 'src/components/Supplier/SupplierFilters'
import SupplierFormModal from 'src/components/Supplier/SupplierFormModal'
import SuppliersCell from 'src/components/Supplier/SuppliersCell'

/** The company's supplier master (issue "One procurement loop"). */
const SupplierListPage = () => {
  const { t } = useTranslation()
  const { pageInput, page, setPage, sorting, setSorting } = usePageState('name')
  const [filter, setFilter] = useState<SupplierFilter>({})
  const [adding, setAdding] = useState(false)
  return (
    <>
      <PageTitle parts={[t('pages.suppliers')]} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold">{t('pages.suppliers')}</h1>
        <div className="flex flex-wrap gap-2">
          <CsvExportLink
            path="/suppliers/export"
            query={filter}
            label={t('suppliers.import.export')}
          />
          <CsvImport
            path="/suppliers"
            messages="suppliers.import"
            refetch={['SuppliersQuery']}
          />
          <Button icon={Plus} onClick={() => setAdding(true)}>
            {t('suppliers.add')}
          </Button>
        </div>
      </div>
      <SupplierFilters
        filter={filter}
        onChange={(next) => {
          setFilter(next)
          setPage(0)
        }}
      />
      <SuppliersCell
        page={pageInput}
        filter={filter}
        pagination={{
          page,
          pageSize: pageInput.pageSize,
          onPageChange: setPage,
        }}
        sorting={{ state: sorting, onChange: setSorting }}
      />
      {adding && <SupplierFormModal onClose={() => setAdding(false)} />}
    </>
  )
}

export default SupplierListPage
