import {
  formatMoney,
  pipelineSavings,
  pipelineSchema,
  totalSavings,
  type Savings,
} from '@procura/shared'
import { useTranslation } from 'react-i18next'
import type {
  PipelineItemInput,
  SavePipelineMutation,
  SavePipelineMutationVariables,
} from 'types/graphql'
import * as yup from 'yup'

import { Form, useWatch } from '@redwoodjs/forms'

import CellField from '../CellField'
import type { StepProps } from '../ProcessWorkspace'
import StepActions from '../StepActions'
import { allTyped } from '../typedNumber'
import { useStepForm } from '../useStepForm'
import { useStepSave } from '../useStepSave'

export const SAVE_PIPELINE = gql`
  mutation SavePipelineMutation(
    $processId: String!
    $input: [PipelineItemInput!]!
  ) {
    savePipeline(processId: $processId, input: $input) {
      id
    }
  }
`

const schema = yup.object({ lines: pipelineSchema })

const INPUTS = [
  'contractLength',
  'historicalPricingUnit',
  'baselineUnit',
  'expectedResultUnit',
  'annualVolume',
] as const

const RESULTS = [
  'costReduction',
  'costAvoidance',
  'costIncrease',
  'result',
] as const

/** A pipeline line's expected savings, from typed or stored values; null until every value is there. */
export const expectedSavingsOf = (line?: Partial<PipelineItemInput> | null) => {
  const typed = allTyped({
    contractLength: line?.contractLength,
    baselineUnit: line?.baselineUnit,
    expectedResultUnit: line?.expectedResultUnit,
    historicalPricingUnit: line?.historicalPricingUnit,
    annualVolume: line?.annualVolume,
  })
  return typed
    ? pipelineSavings({
        ...typed,
        contractLength: Number(typed.contractLength),
      })
    : null
}

/**
 * The expected results, per item and in total, as the user types (shared/notes/domain.md). An
 * item not filled in yet counts for nothing, and the total says it is incomplete.
 */
const useLiveSavings = () => {
  const lines = (useWatch({ name: 'lines' }) ?? []) as PipelineItemInput[]
  const perLine = lines.map(expectedSavingsOf)
  const complete = perLine.filter((line): line is Savings => line !== null)
  return {
    perLine,
    total: totalSavings(complete),
    incomplete: complete.length < perLine.length,
  }
}

const ResultCells = ({
  savings,
  currency,
  incomplete = false,
}: {
  savings: Savings | null
  currency: string
  /** a total of some lines only */
  incomplete?: boolean
}) => {
  const { t, i18n } = useTranslation()
  return (
    <>
      {RESULTS.map((field) => (
        <td key={field} className="tabular whitespace-nowrap px-2 text-right">
          {savings ? (
            formatMoney(savings[field], currency, i18n.language)
          ) : (
            <span className="text-slate-500">
              {t('process.pipeline.incomplete')}
            </span>
          )}
          {savings && incomplete && (
            <span className="block text-xs font-normal text-slate-500">
              {t('process.pipeline.incomplete')}
            </span>
          )}
        </td>
      ))}
    </>
  )
}

const PipelineTable = ({ process }: Pick<StepProps, 'process'>) => {
  const { t } = useTranslation()
  const { perLine, total, incomplete } = useLiveSavings()
  const header = (field: string) =>
    t(`process.pipeline.${field === 'result' ? 'expectedFinalResult' : field}`)
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-sm">
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="px-2 py-2 text-left font-medium">
              {t('process.pipeline.item')}
            </th>
            {[...INPUTS, ...RESULTS].map((field) => (
              <th
                key={field}
                scope="col"
                className="px-2 py-2 text-right font-medium"
              >
                {header(field)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {process.items.map((item, index) => (
            <tr key={item.id} className="border-t border-slate-100 align-top">
              <th scope="row" className="px-2 py-1.5 text-left font-medium">
                {item.code}
                <span className="block text-xs font-normal text-slate-500">
                  {item.description}
                </span>
              </th>
              {INPUTS.map((field) => (
                <td key={field} className="px-1 py-1">
                  <CellField
                    name={`lines.${index}.${field}`}
                    label={`${item.code} ${header(field)}`}
                  />
                </td>
              ))}
              <ResultCells
                savings={perLine[index]}
                currency={process.currency.code}
              />
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-slate-300 font-semibold">
          <tr>
            <th
              scope="row"
              colSpan={INPUTS.length + 1}
              className="px-2 py-2 text-right"
            >
              {t('process.pipeline.total')}
            </th>
            <ResultCells
              savings={total}
              currency={process.currency.code}
              incomplete={incomplete}
            />
          </tr>
        </tfoot>
      </table>
    </div>
  )
}

/** Starts from the item's details: historical and baseline prices, annual volume. */
const startingLine = (item: StepProps['process']['items'][number]) =>
  item.pipeline ?? {
    contractLength: 12,
    historicalPricingUnit: item.detail?.historicalPrice,
    baselineUnit: item.detail?.baselinePrice,
    expectedResultUnit: undefined,
    annualVolume: item.detail?.annualVolume,
  }

/** Spec §3 pipeline: per item inputs, the expected savings per the shared formula, and totals. */
const PipelineStep = ({ process, editable }: StepProps) => {
  const { saveStep, submitAfterSave } = useStepSave<
    SavePipelineMutation,
    SavePipelineMutationVariables
  >(process.id, 'pipeline', SAVE_PIPELINE)
  const formMethods = useStepForm<{ lines: PipelineItemInput[] }>(
    schema,
    () => ({
      lines: process.items.map((item) => ({
        ...startingLine(item),
        itemId: item.id,
      })),
    }),
    process
  )
  return (
    <Form
      formMethods={formMethods}
      onSubmit={({ lines }: { lines: PipelineItemInput[] }) =>
        saveStep({
          input: lines.map((line) => ({
            itemId: line.itemId,
            contractLength: line.contractLength,
            baselineUnit: line.baselineUnit,
            expectedResultUnit: line.expectedResultUnit,
            historicalPricingUnit: line.historicalPricingUnit,
            annualVolume: line.annualVolume,
          })),
        })
      }
      className="flex flex-col gap-4"
      noValidate
    >
      <fieldset disabled={!editable} className="min-w-0">
        <PipelineTable process={process} />
      </fieldset>
      <StepActions submitAfterSave={submitAfterSave} disabled={!editable} />
    </Form>
  )
}

export default PipelineStep
