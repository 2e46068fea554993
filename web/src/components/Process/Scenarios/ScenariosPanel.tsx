import { formatDateTime, SCENARIOS_PER_PROCESS } from '@procura/shared'
import { useTranslation } from 'react-i18next'

import type { ProcessRecord } from '../processRecord'

import ScenarioComparison from './ScenarioComparison'
import ScenarioForm from './ScenarioForm'
import type { ProcessScenarios } from './scenarioRecord'

export type { ProcessScenarios }

/** Issue 24: the review's scenarios — define and compute one, compare them, apply one. */
const ScenariosPanel = ({
  scenarios,
  process,
  editable,
}: {
  scenarios: ProcessScenarios
  process: ProcessRecord
  editable: boolean
}) => {
  const { t, i18n } = useTranslation()
  const full = scenarios.scenarios.length >= SCENARIOS_PER_PROCESS
  return (
    <div className="flex flex-col gap-4">
      {editable && (
        <p className="text-sm text-slate-600">
          {t('process.scenarios.intro', { max: SCENARIOS_PER_PROCESS })}
        </p>
      )}
      {editable &&
        (full ? (
          <p className="text-sm text-info-700">
            {t('process.scenarios.full', { max: SCENARIOS_PER_PROCESS })}
          </p>
        ) : (
          <ScenarioForm
            process={process}
            incumbents={scenarios.incumbents}
            count={scenarios.scenarios.length}
          />
        ))}
      {scenarios.scenarios.length ? (
        <ScenarioComparison
          scenarios={scenarios.scenarios}
          appliedId={scenarios.history[0]?.scenarioId}
          process={process}
          editable={editable}
        />
      ) : (
        <p className="text-sm text-slate-500">
          {t(
            editable ? 'process.scenarios.empty' : 'process.scenarios.noneSaved'
          )}
        </p>
      )}
      {scenarios.history.length > 0 && (
        <div>
          <h3 className="mb-1 text-sm font-semibold text-slate-800">
            {t('process.scenarios.history')}
          </h3>
          <ul className="list-disc pl-5 text-sm text-slate-700">
            {scenarios.history.map((entry) => (
              <li key={entry.id}>
                {t('process.scenarios.historyEntry', {
                  name: entry.scenarioName,
                  user: entry.userName,
                  date: formatDateTime(entry.createdAt, i18n.language),
                  count: entry.changes.length,
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}

export default ScenariosPanel
