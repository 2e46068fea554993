import { useState } from 'react'

import { PROCESS_TYPES, type ProcessType } from '@procura/shared'
import { Plus, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { Link, navigate, routes, useParams } from '@redwoodjs/router'

import Button from 'src/components/Button/Button'
import { usePageState } from 'src/components/DataTable/usePageState'
import { inputClasses } from 'src/components/Form/FieldShell'
import SearchBox from 'src/components/Form/SearchBox'
import PageTitle from 'src/components/PageTitle/PageTitle'
import ProcessDeletionsButton from 'src/components/Process/ProcessDeletionsButton'
import ProcessesCell from 'src/components/Process/ProcessesCell'
import { selectionOf } from 'src/components/Savings/savingsLinks'
import SavingsSelectionNote from 'src/components/Savings/SavingsSelectionNote'

const ProcessListPage = () => {
  const { t } = useTranslation()
  const { pageInput, page, setPage, sorting, setSorting } = usePageState(
    'createdAt',
    true
  )
  const [searched, setSearched] = useState('')
  const [processType, setProcessType] = useState('')
  // opened from a number of the dashboard: the processes behind it
  const params = useParams()
  const selection = selectionOf(params)
  // opened from a supplier's scorecard: its processes, or those that awarded it items
  const supplierId = params.supplierId || null
  const awardedOnly = Boolean(supplierId) && params.awardedOnly === 'true'

  return (
    <>
      <PageTitle parts={[t('pages.processList')]} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold">{t('pages.processList')}</h1>
        <div className="flex items-center gap-2">
          <ProcessDeletionsButton />
          <Button icon={Plus} onClick={() => navigate(routes.processNew())}>
            {t('process.list.add')}
          </Button>
        </div>
      </div>
      {selection && <SavingsSelectionNote selection={selection} />}
      {supplierId && (
        <p className="mb-3 inline-flex items-center gap-2 self-start rounded-full bg-primary-50 px-3 py-1 text-sm text-primary-700">
          {t(
            awardedOnly
              ? 'process.list.awardedFilter'
              : 'process.list.supplierFilter'
          )}
          <Link
            to={routes.processList()}
            aria-label={t('process.list.removeSupplierFilter')}
            className="rounded-full hover:bg-primary-100"
          >
            <X size={14} aria-hidden />
          </Link>
        </p>
      )}
      <div className="mb-3 flex flex-wrap gap-3">
        <SearchBox
          label={t('process.list.search')}
          onSearch={(text) => {
            setSearched(text)
            setPage(0)
          }}
        />
        <select
          value={processType}
          aria-label={t('process.list.type')}
          onChange={(event) => {
            setProcessType(event.target.value)
            setPage(0)
          }}
          className={inputClasses}
        >
          <option value="">{t('process.list.allTypes')}</option>
          {PROCESS_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`process.enums.processType.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <ProcessesCell
        page={pageInput}
        filter={{
          text: searched || null,
          processType: (processType || null) as ProcessType | null,
          savings: selection,
          supplierId,
          awardedOnly,
        }}
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

export default ProcessListPage
