import { useState } from 'react'

import { formatDateTime, formatMoney, formatNumber } from '@procura/shared'
import { FileDown } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { Link, routes } from '@redwoodjs/router'

import Button, {
  BUTTON_SIZES,
  buttonClasses,
} from 'src/components/Button/Button'
import ConfirmationDialog from 'src/components/ConfirmationDialog/ConfirmationDialog'
import { apiHref } from 'src/lib/apiClient'

import type { SpendImportRecord } from './spendImportRecord'

// the screen shows the first problems; the file has every one kept
const SHOWN_PROBLEMS = 20

/** A finished import: what it brought and its rollback, or why nothing was imported. */
const ImportOutcome = ({
  spendImport,
  busy,
  onRollBack,
  onImportAnyway,
  onImportValid,
}: {
  spendImport: SpendImportRecord
  busy: boolean
  onRollBack: () => Promise<unknown>
  onImportAnyway: () => void
  onImportValid: () => void
}) => {
  const { t, i18n } = useTranslation()
  const [confirming, setConfirming] = useState(false)
  const lines = formatNumber(spendImport.lines, i18n.language)
  const { status } = spendImport

  if (status === 'CANCELLED')
    return <p role="status">{t('spendImports.done.cancelled')}</p>
  if (status === 'FAILED')
    return (
      <ImportFailure
        spendImport={spendImport}
        busy={busy}
        onImportAnyway={onImportAnyway}
        onImportValid={onImportValid}
      />
    )
  return (
    <section className="flex flex-col gap-3">
      <p role="status" className="text-slate-800">
        {t('spendImports.done.imported', {
          lines,
          total: formatMoney(
            spendImport.total,
            spendImport.currency,
            i18n.language
          ),
        })}
      </p>
      {spendImport.linesLeftOut > 0 && (
        <p className="flex flex-wrap items-center gap-2 text-warning-700">
          {t('spendImports.done.leftOut', {
            count: spendImport.linesLeftOut,
          })}
          <ProblemsFile spendImport={spendImport} />
        </p>
      )}
      {status === 'ROLLED_BACK' && spendImport.rolledBackAt && (
        <p className="text-slate-600">
          {t('spendImports.done.rolledBack', {
            name: spendImport.rolledBackByName,
            date: formatDateTime(spendImport.rolledBackAt, i18n.language),
          })}
        </p>
      )}
      <div className="flex gap-2">
        {status === 'DONE' && (
          <Link
            to={routes.spending()}
            className={buttonClasses({ variant: 'secondary' })}
          >
            {t('spendImports.done.dashboard')}
          </Link>
        )}
        {spendImport.canRollBack && (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t('spendImports.done.rollback')}
          </Button>
        )}
      </div>
      <ConfirmationDialog
        open={confirming}
        title={t('spendImports.done.rollbackTitle')}
        description={t('spendImports.done.rollbackBody', { lines })}
        confirmLabel={t('spendImports.done.rollback')}
        onConfirm={onRollBack}
        onClose={() => setConfirming(false)}
      />
    </section>
  )
}

/** The import's problems as a file: line, column, value and why, to fix and import later. */
const ProblemsFile = ({ spendImport }: { spendImport: SpendImportRecord }) => {
  const { t } = useTranslation()
  return (
    <a
      href={apiHref(`/spend/imports/${spendImport.id}/problems`)}
      download
      className={`${buttonClasses({ variant: 'secondary' })} self-start`}
    >
      <FileDown size={BUTTON_SIZES.normal} aria-hidden />
      {t('spendImports.failed.download')}
    </a>
  )
}

/** Why nothing was imported: the file unreadable, lines already there, or its problems by line. */
const ImportFailure = ({
  spendImport,
  busy,
  onImportAnyway,
  onImportValid,
}: {
  spendImport: SpendImportRecord
  busy: boolean
  onImportAnyway: () => void
  onImportValid: () => void
}) => {
  const { t } = useTranslation()
  const valid = spendImport.rowsRead - spendImport.linesLeftOut
  if (spendImport.duplicates)
    return (
      <section role="alert" className="flex flex-col gap-2">
        <p className="text-danger-700">
          {t('spend.import.duplicates', { count: spendImport.duplicates })}
        </p>
        <Button
          variant="secondary"
          className="self-start"
          disabled={busy}
          onClick={onImportAnyway}
        >
          {t('spendImports.failed.importAnyway')}
        </Button>
      </section>
    )
  if (!spendImport.problemCount)
    return (
      <p role="alert" className="text-danger-700">
        {t(spendImport.failure ?? 'spend.import.unreadable')}
      </p>
    )
  const shown = spendImport.problems.slice(0, SHOWN_PROBLEMS)
  return (
    <section role="alert" className="flex flex-col gap-2">
      <p className="font-medium text-danger-700">
        {t('spendImports.failed.problems', { count: spendImport.problemCount })}
      </p>
      <div className="flex flex-wrap gap-2">
        <ProblemsFile spendImport={spendImport} />
        {/* beside all or nothing: the valid lines now, the others fixed and imported later */}
        {valid > 0 && (
          <Button variant="secondary" disabled={busy} onClick={onImportValid}>
            {t('spendImports.failed.importValid', {
              count: valid,
              leftOut: spendImport.linesLeftOut,
            })}
          </Button>
        )}
      </div>
      <p className="text-sm text-slate-600">
        {t('spendImports.failed.shown', { shown: shown.length })}
      </p>
      <table className="w-full max-w-4xl text-left text-sm">
        <thead className="text-slate-600">
          <tr>
            <th scope="col" className="px-2 py-1 font-medium">
              {t('csvImport.line')}
            </th>
            <th scope="col" className="px-2 py-1 font-medium">
              {t('csvImport.field')}
            </th>
            <th scope="col" className="px-2 py-1 font-medium">
              {t('spend.import.value')}
            </th>
            <th scope="col" className="px-2 py-1 font-medium">
              {t('csvImport.message')}
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((problem) => (
            <tr
              key={`${problem.line}:${problem.field}`}
              className="border-t border-slate-100"
            >
              <td className="tabular px-2 py-1">{problem.line}</td>
              <td className="px-2 py-1">
                {problem.column || t(`spend.import.fields.${problem.field}`)}
              </td>
              <td className="px-2 py-1">{problem.value}</td>
              <td className="px-2 py-1">
                {t(
                  problem.messageKey,
                  // JSON: the api writes a message's values as an object of names
                  (problem.messageValues ?? undefined) as
                    | Record<string, unknown>
                    | undefined
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

export default ImportOutcome
