import { useState, type ReactNode } from 'react'

import {
  formatDate,
  formatMoney,
  formatNumber,
  SCENARIO_FIGURES,
  scenarioProblemValues,
} from '@procura/shared'
import { useTranslation } from 'react-i18next'
import type {
  ApplyScenarioMutation,
  ApplyScenarioMutationVariables,
  CancelScenarioMutation,
  CancelScenarioMutationVariables,
  DeleteScenarioMutation,
  DeleteScenarioMutationVariables,
  RecomputeScenarioMutation,
  RecomputeScenarioMutationVariables,
} from 'types/graphql'

import { useMutation } from '@redwoodjs/web'

import Button from 'src/components/Button/Button'
import Chart, { CHART_COLORS } from 'src/components/Charts/Chart'
import ConfirmationDialog from 'src/components/ConfirmationDialog/ConfirmationDialog'
import { useToastedAction } from 'src/components/Form/useToastedAction'

import type { ProcessRecord } from '../processRecord'

import type { Scenario } from './scenarioRecord'

export const APPLY_SCENARIO = gql`
  mutation ApplyScenarioMutation($id: String!) {
    applyScenario(id: $id) {
      id
    }
  }
`
export const DELETE_SCENARIO = gql`
  mutation DeleteScenarioMutation($id: String!) {
    deleteScenario(id: $id) {
      id
    }
  }
`

export const CANCEL_SCENARIO = gql`
  mutation CancelScenarioMutation($id: String!) {
    cancelScenario(id: $id) {
      id
      state
    }
  }
`
export const RECOMPUTE_SCENARIO = gql`
  mutation RecomputeScenarioMutation($id: String!) {
    recomputeScenario(id: $id) {
      id
      state
    }
  }
`

/** Whether the scenario has an answer to show (one being computed again keeps its last). */
const hasAnswer = (scenario: Scenario) =>
  !!scenario.computedAt && !scenario.problem

/** Why a scenario has no award, its constraints named in the reader's language. */
const useProblemText = () => {
  const { t } = useTranslation()
  return ({ key, values }: NonNullable<Scenario['problem']>) =>
    t(
      key,
      // JSON: the api writes a problem's values as an object of names
      scenarioProblemValues(
        (values ?? undefined) as Record<string, unknown> | undefined,
        (name) => t(name)
      )
    )
}

const CELL = 'px-2 py-1.5 align-top'

/** One line of the comparison: its label, then each scenario's value. */
const ComparisonRow = ({
  label,
  scenarios,
  render,
  numeric = false,
}: {
  label: string
  scenarios: Scenario[]
  render: (scenario: Scenario) => ReactNode
  numeric?: boolean
}) => (
  <tr>
    {/* the actions' line has no label: a header cell would be empty */}
    {label ? (
      <th
        scope="row"
        className={`${CELL} text-left font-medium text-slate-700`}
      >
        {label}
      </th>
    ) : (
      <td />
    )}
    {scenarios.map((scenario) => (
      <td
        key={scenario.id}
        className={`${CELL} ${numeric ? 'tabular text-right' : ''}`}
      >
        {render(scenario)}
      </td>
    ))}
  </tr>
)

/**
 * A scenario's solve as it stands: computing (its progress, and a cancel), or why it has no
 * fresh answer (and a compute again).
 */
const SolveState = ({
  scenario,
  editable,
  onCancel,
  onRecompute,
}: {
  scenario: Scenario
  editable: boolean
  onCancel: () => void
  onRecompute: () => void
}) => {
  const { t, i18n } = useTranslation()
  if (scenario.state === 'COMPUTING')
    return (
      <div className="mt-1 flex flex-col gap-1 text-xs font-normal text-slate-600">
        <progress
          className="h-2 w-full accent-primary-600"
          max={100}
          value={scenario.progress ?? 0}
          aria-label={t('process.scenarios.progressOf', {
            name: scenario.name,
          })}
        />
        <span role="status">
          {t(
            scenario.stale
              ? 'process.scenarios.recomputingPercent'
              : 'process.scenarios.computingPercent',
            {
              percent: formatNumber(scenario.progress ?? 0, i18n.language),
            }
          )}
        </span>
        {editable && (
          <Button
            variant="secondary"
            onClick={onCancel}
            aria-label={`${t('process.scenarios.cancel')} ${scenario.name}`}
          >
            {t('process.scenarios.cancel')}
          </Button>
        )}
      </div>
    )
  if (scenario.state === 'READY') return null
  return (
    <div className="mt-1 flex flex-col gap-1 text-xs font-normal">
      <span role="status" className="text-warning-700">
        {t(`process.scenarios.states.${scenario.state}`, {
          seconds: scenario.solveSeconds,
        })}
      </span>
      {editable && (
        <Button
          variant="secondary"
          onClick={onRecompute}
          aria-label={`${t('process.scenarios.recompute')} ${scenario.name}`}
        >
          {t('process.scenarios.recompute')}
        </Button>
      )}
    </div>
  )
}

/** Up to four scenarios side by side, a chart of their value and savings, and their actions. */
const ScenarioComparison = ({
  scenarios,
  appliedId,
  process,
  editable,
}: {
  scenarios: Scenario[]
  /** the scenario applied last, marked */
  appliedId?: string
  process: ProcessRecord
  editable: boolean
}) => {
  const { t, i18n } = useTranslation()
  const run = useToastedAction()
  const problemText = useProblemText()
  const [applying, setApplying] = useState<Scenario | null>(null)
  const [deleting, setDeleting] = useState<Scenario | null>(null)
  const refetch = {
    refetchQueries: ['ProcessScenariosQuery', 'ProcessQuery'],
    awaitRefetchQueries: true,
  }
  const [apply] = useMutation<
    ApplyScenarioMutation,
    ApplyScenarioMutationVariables
  >(APPLY_SCENARIO, refetch)
  const [remove] = useMutation<
    DeleteScenarioMutation,
    DeleteScenarioMutationVariables
  >(DELETE_SCENARIO, refetch)
  const [cancel] = useMutation<
    CancelScenarioMutation,
    CancelScenarioMutationVariables
  >(CANCEL_SCENARIO, refetch)
  const [recompute] = useMutation<
    RecomputeScenarioMutation,
    RecomputeScenarioMutationVariables
  >(RECOMPUTE_SCENARIO, refetch)
  const currency = process.currency.code
  const money = (value: string) => formatMoney(value, currency, i18n.language)
  const itemCode = new Map(process.items.map((item) => [item.id, item.code]))
  const supplierName = new Map(process.suppliers.map((s) => [s.id, s.name]))
  const solved = scenarios.filter(hasAnswer)

  return (
    <div className="flex flex-col gap-4">
      <div className="overflow-x-auto">
        <table
          className="w-full text-sm"
          aria-label={t('process.scenarios.comparison')}
        >
          <thead>
            <tr>
              <td />
              {scenarios.map((scenario) => (
                <th
                  key={scenario.id}
                  scope="col"
                  className={`${CELL} text-left`}
                >
                  <div className="font-semibold text-slate-900">
                    {scenario.name}
                    {scenario.id === appliedId && (
                      <span className="ml-2 rounded bg-success-50 px-1.5 py-0.5 text-xs font-medium text-success-700">
                        {t('process.scenarios.appliedBadge')}
                      </span>
                    )}
                  </div>
                  <div className="font-normal text-slate-600">
                    {t(`process.scenarios.kinds.${scenario.kind}`)}
                    {scenario.kind === 'AT_MOST' &&
                      ` (${scenario.maxSuppliers})`}
                  </div>
                  {!scenario.optimal && (
                    <div className="text-xs font-normal text-warning-700">
                      {scenario.gapPercent
                        ? t('process.scenarios.notProvenGap', {
                            seconds: scenario.solveSeconds,
                            gap: formatNumber(
                              scenario.gapPercent,
                              i18n.language,
                              2
                            ),
                          })
                        : t('process.scenarios.notProven', {
                            seconds: scenario.solveSeconds,
                          })}
                    </div>
                  )}
                  <SolveState
                    scenario={scenario}
                    editable={editable}
                    onCancel={() =>
                      run(() => cancel({ variables: { id: scenario.id } }), {
                        success: 'process.scenarios.cancelled',
                        failure: 'process.scenarios.cancelError',
                      })
                    }
                    onRecompute={() =>
                      run(() => recompute({ variables: { id: scenario.id } }), {
                        success: 'process.scenarios.recomputing',
                        failure: 'process.scenarios.recomputeError',
                      })
                    }
                  />
                  <div className="text-xs font-normal text-slate-500">
                    {t('process.scenarios.createdBy', {
                      name: scenario.createdByName,
                      date: formatDate(scenario.createdAt, i18n.language),
                    })}
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {SCENARIO_FIGURES.map(([figure, label]) => (
              <ComparisonRow
                key={figure}
                label={t(label)}
                scenarios={scenarios}
                numeric
                render={(scenario) =>
                  hasAnswer(scenario) ? money(scenario.totals[figure]) : '—'
                }
              />
            ))}
            <ComparisonRow
              label={t('process.scenarios.suppliersAwarded')}
              scenarios={scenarios}
              render={(scenario) =>
                scenario.problem ? (
                  <p role="alert" className="text-danger-700">
                    {problemText(scenario.problem)}
                  </p>
                ) : !scenario.computedAt ? (
                  '—'
                ) : (
                  <ul>
                    {scenario.suppliers.map((supplier) => (
                      <li key={supplier.supplierId}>
                        {supplier.name}:{' '}
                        <span className="tabular">
                          {formatNumber(
                            supplier.sharePercent,
                            i18n.language,
                            1
                          )}{' '}
                          %
                        </span>
                      </li>
                    ))}
                  </ul>
                )
              }
            />
            <ComparisonRow
              label={t('process.scenarios.uncovered')}
              scenarios={scenarios}
              render={(scenario) =>
                !scenario.computedAt
                  ? '—'
                  : scenario.uncovered.length
                    ? scenario.uncovered
                        .map(
                          (item) =>
                            `${itemCode.get(item.itemId)} (${t(`process.scenarios.reasons.${item.reason}`)})`
                        )
                        .join(', ')
                    : t('process.scenarios.uncoveredNone')
              }
            />
            {editable && (
              <ComparisonRow
                label=""
                scenarios={scenarios}
                render={(scenario) => (
                  <div className="flex flex-wrap gap-2">
                    <Button
                      disabled={
                        !!scenario.problem || scenario.state !== 'READY'
                      }
                      onClick={() => setApplying(scenario)}
                      aria-label={`${t('process.scenarios.apply')} ${scenario.name}`}
                    >
                      {t('process.scenarios.apply')}
                    </Button>
                    <Button
                      variant="secondary"
                      onClick={() => setDeleting(scenario)}
                      aria-label={`${t('process.scenarios.delete')} ${scenario.name}`}
                    >
                      {t('process.scenarios.delete')}
                    </Button>
                  </div>
                )}
              />
            )}
          </tbody>
        </table>
      </div>
      {solved.length > 0 && (
        <Chart
          kind="bar"
          title={t('process.scenarios.chart')}
          categoryKey="name"
          currency={currency}
          rows={solved.map((scenario) => ({
            name: scenario.name,
            totalValue: scenario.totals.totalValue,
            result: scenario.totals.result,
          }))}
          series={[
            {
              key: 'totalValue',
              label: t('process.scenarios.totalValue'),
              color: CHART_COLORS[0],
            },
            {
              key: 'result',
              label: t('process.review.result'),
              color: CHART_COLORS[1],
            },
          ]}
        />
      )}
      <ConfirmationDialog
        open={!!applying}
        title={
          applying
            ? t('process.scenarios.applyTitle', { name: applying.name })
            : ''
        }
        description={
          applying && (
            <div className="flex flex-col gap-2">
              <p>{t('process.scenarios.applyIntro')}</p>
              {applying.changes.length ? (
                <ul className="max-h-48 overflow-y-auto text-sm">
                  {applying.changes.map((change) => (
                    <li
                      key={`${change.itemId}:${change.supplierId}`}
                      className="tabular"
                    >
                      {t('process.scenarios.change', {
                        item: itemCode.get(change.itemId),
                        supplier: supplierName.get(change.supplierId),
                        from: formatNumber(
                          change.currentVolume,
                          i18n.language,
                          4
                        ),
                        to: formatNumber(
                          change.scenarioVolume,
                          i18n.language,
                          4
                        ),
                      })}
                    </li>
                  ))}
                </ul>
              ) : (
                <p>{t('process.scenarios.noChange')}</p>
              )}
            </div>
          )
        }
        confirmLabel={t('process.scenarios.apply')}
        onClose={() => setApplying(null)}
        onConfirm={() =>
          run(() => apply({ variables: { id: applying.id } }), {
            success: 'process.scenarios.applied',
            failure: 'process.scenarios.applyError',
          })
        }
      />
      <ConfirmationDialog
        open={!!deleting}
        title={
          deleting
            ? t('process.scenarios.deleteTitle', { name: deleting.name })
            : ''
        }
        description={t('process.scenarios.deleteConfirm')}
        confirmLabel={t('process.scenarios.delete')}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          run(() => remove({ variables: { id: deleting.id } }), {
            success: 'process.scenarios.deleted',
            failure: 'process.scenarios.deleteError',
          })
        }
      />
    </div>
  )
}

export default ScenarioComparison
