import { useEffect, useState } from 'react'

import { PROCESS_TYPES, type ProcessType } from '@procura/shared'
import { Plus, Search } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { navigate, routes } from '@redwoodjs/router'

import Button from 'src/components/Button/Button'
import { usePageState } from 'src/components/DataTable/usePageState'
import { inputClasses } from 'src/components/Form/FieldShell'
import PageTitle from 'src/components/PageTitle/PageTitle'
import ProcessesCell from 'src/components/Process/ProcessesCell'

// the list asks the server again once typing pauses, not on every key
const SEARCH_PAUSE_MS = 300

const ProcessListPage = () => {
  const { t } = useTranslation()
  const { pageInput, page, setPage, sorting, setSorting } = usePageState(
    'createdAt',
    true
  )
  const [text, setText] = useState('')
  const [searched, setSearched] = useState('')
  const [processType, setProcessType] = useState('')

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearched(text.trim())
      setPage(0)
    }, SEARCH_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [text, setPage])

  return (
    <>
      <PageTitle parts={[t('pages.processList')]} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold">{t('pages.processList')}</h1>
        <Button icon={Plus} onClick={() => navigate(routes.processNew())}>
          {t('process.list.add')}
        </Button>
      </div>
      <div className="mb-3 flex flex-wrap gap-3">
        <label className="relative flex items-center">
          <Search
            size={14}
            className="absolute left-2.5 text-slate-400"
            aria-hidden
          />
          <input
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('process.list.search')}
            aria-label={t('process.list.search')}
            className={`${inputClasses} w-80 pl-8`}
          />
        </label>
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
