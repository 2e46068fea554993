import { formatDate } from '@procura/shared'
import { Plus, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { navigate, routes } from '@redwoodjs/router'

import Button from 'src/components/Button/Button'
import ContractFilters from 'src/components/Contract/ContractFilters'
import ContractImport from 'src/components/Contract/ContractImport'
import ContractsCell from 'src/components/Contract/ContractsCell'
import { useContractFilterInUrl } from 'src/components/Contract/useContractFilterInUrl'
import { useContractFilterOptions } from 'src/components/Contract/useContractFilterOptions'
import CsvExportLink from 'src/components/CsvImport/CsvExportLink'
import { usePageState } from 'src/components/DataTable/usePageState'
import PageTitle from 'src/components/PageTitle/PageTitle'

/** A filter the list was opened with (a dashboard row, a supplier's scorecard), removable. */
const FilterChip = ({
  label,
  onRemove,
}: {
  label: string
  onRemove: () => void
}) => {
  const { t } = useTranslation()
  return (
    <p className="mb-3 mr-2 inline-flex items-center gap-2 self-start rounded-full bg-primary-50 px-3 py-1 text-sm text-primary-700">
      {label}
      <button
        type="button"
        aria-label={t('contract.list.removeBucket')}
        onClick={onRemove}
        className="rounded-full hover:bg-primary-100"
      >
        <X size={14} aria-hidden />
      </button>
    </p>
  )
}

/**
 * Spec §2 "Contract list". Its filter lives in the address: ?contractId= (from a notice or a new
 * contract), a dashboard row's ?termBucket= or ?balanceBucket=, a scorecard's supplier, ?inForce=
 * and ?endDateTo=, any filter chosen here.
 */
const ContractListPage = () => {
  const { t, i18n } = useTranslation()
  const { pageInput, page, setPage, sorting, setSorting } =
    usePageState('endDate')
  const [filter, setFilter] = useContractFilterInUrl(routes.contractList)
  const bucketFilter = (['termBucket', 'balanceBucket'] as const).find(
    (key) => filter[key]
  )
  const options = useContractFilterOptions()

  return (
    <>
      <PageTitle parts={[t('pages.contractList')]} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold">{t('pages.contractList')}</h1>
        <div className="flex flex-wrap gap-2">
          <CsvExportLink
            path="/contracts/export"
            query={filter}
            label={t('contract.export')}
          />
          <ContractImport />
          <Button icon={Plus} onClick={() => navigate(routes.contractNew())}>
            {t('contract.list.add')}
          </Button>
        </div>
      </div>
      <ContractFilters
        options={options}
        filter={filter}
        onChange={(next) => {
          setFilter(next)
          setPage(0)
        }}
      />
      {bucketFilter && (
        <FilterChip
          label={t(`contract.list.${bucketFilter}`, {
            bucket: t(`contract.buckets.${filter[bucketFilter]}`),
          })}
          onRemove={() => setFilter({ ...filter, [bucketFilter]: undefined })}
        />
      )}
      {filter.inForce && (
        <FilterChip
          label={t('contract.list.inForce')}
          onRemove={() => setFilter({ ...filter, inForce: undefined })}
        />
      )}
      {(['endDateFrom', 'endDateTo'] as const).map(
        (key) =>
          filter[key] && (
            <FilterChip
              key={key}
              label={t(`contract.list.${key}`, {
                date: formatDate(filter[key], i18n.language),
              })}
              onRemove={() => setFilter({ ...filter, [key]: undefined })}
            />
          )
      )}
      {filter.supplierName && (
        <FilterChip
          label={t('contract.list.supplierName', { name: filter.supplierName })}
          onRemove={() =>
            setFilter({
              ...filter,
              supplierName: undefined,
              supplierId: undefined,
            })
          }
        />
      )}
      <ContractsCell
        page={pageInput}
        filter={filter}
        pagination={{
          page,
          pageSize: pageInput.pageSize,
          onPageChange: setPage,
        }}
        sorting={{ state: sorting, onChange: setSorting }}
      />
    </>
  )
}

export default ContractListPage
