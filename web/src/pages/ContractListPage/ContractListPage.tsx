import { useState } from 'react'

import { FileDown, Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { navigate, routes, useParams } from '@redwoodjs/router'

import Button from 'src/components/Button/Button'
import ContractFilters, {
  type ContractFilter,
} from 'src/components/Contract/ContractFilters'
import ContractImport from 'src/components/Contract/ContractImport'
import ContractsCell from 'src/components/Contract/ContractsCell'
import { useContractFilterOptions } from 'src/components/Contract/useContractFilterOptions'
import { usePageState } from 'src/components/DataTable/usePageState'
import PageTitle from 'src/components/PageTitle/PageTitle'
import { apiHref } from 'src/lib/apiClient'

/** Spec §2 "Contract list"; ?contractId= (from a notice or a new contract) starts it filtered. */
const ContractListPage = () => {
  const { t } = useTranslation()
  const { contractId } = useParams()
  const { pageInput, page, setPage, sorting, setSorting } =
    usePageState('endDate')
  const [filter, setFilter] = useState<ContractFilter>(
    contractId ? { contractId } : {}
  )
  const options = useContractFilterOptions()

  return (
    <>
      <PageTitle parts={[t('pages.contractList')]} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold">{t('pages.contractList')}</h1>
        <div className="flex flex-wrap gap-2">
          <a
            href={apiHref('/contracts/export', filter)}
            download
            className="inline-flex h-9 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            <FileDown size={16} aria-hidden />
            {t('contract.export')}
          </a>
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
