import { yupResolver } from '@hookform/resolvers/yup'
import {
  DUAL_SHARE_DEFAULT,
  SCENARIO_EXCLUSIONS,
  SCENARIO_KINDS,
  scenarioSchema,
  TIE_RULES,
} from '@procura/shared'
import { useTranslation } from 'react-i18next'
import type {
  SaveScenarioMutation,
  SaveScenarioMutationVariables,
  ScenarioInput,
} from 'types/graphql'
import * as yup from 'yup'

import { Form, useForm, useWatch } from '@redwoodjs/forms'
import { useMutation } from '@redwoodjs/web'

import CheckListField from 'src/components/Form/CheckListField'
import SelectField from 'src/components/Form/SelectField'
import SubmitButton from 'src/components/Form/SubmitButton'
import TextField from 'src/components/Form/TextField'
import { useToastedAction } from 'src/components/Form/useToastedAction'

import type { ProcessRecord } from '../processRecord'

import type { ScenarioKeep } from './scenarioRecord'

export const SAVE_SCENARIO = gql`
  mutation SaveScenarioMutation($processId: String!, $input: ScenarioInput!) {
    saveScenario(processId: $processId, input: $input) {
      id
    }
  }
`

/** The form keeps the items whose incumbent is kept; the definition pairs them with it. */
type ScenarioFields = Omit<ScenarioInput, 'keep'> & {
  keepItemIds: string[]
}
const formSchema = scenarioSchema
  .omit(['keep'])
  .shape({ keepItemIds: yup.array(yup.string().required()).default([]) })

const KindFields = () => {
  const { t } = useTranslation()
  const kind = useWatch({ name: 'kind' })
  if (kind === 'AT_MOST')
    return (
      <TextField
        name="maxSuppliers"
        type="number"
        label={t('process.scenarios.maxSuppliers')}
      />
    )
  if (kind === 'CHEAPEST')
    return (
      <SelectField
        name="tieRule"
        label={t('process.scenarios.tieRule')}
        options={TIE_RULES.map((rule) => ({
          value: rule,
          label: t(`process.scenarios.tieRules.${rule}`),
        }))}
      />
    )
  return <div />
}

/** A scenario's definition, computed and saved by the api. */
const ScenarioForm = ({
  process,
  incumbents,
  count,
}: {
  process: ProcessRecord
  incumbents: ScenarioKeep[]
  count: number
}) => {
  const { t } = useTranslation()
  const run = useToastedAction()
  const [save] = useMutation<
    SaveScenarioMutation,
    SaveScenarioMutationVariables
  >(SAVE_SCENARIO, {
    refetchQueries: ['ProcessScenariosQuery'],
    awaitRefetchQueries: true,
  })
  const formMethods = useForm<ScenarioFields>({
    resolver: yupResolver(formSchema) as never,
    defaultValues: {
      name: t('process.scenarios.defaultName', { number: count + 1 }),
      kind: 'CHEAPEST',
      maxSuppliers: 2,
      tieRule: 'SPLIT',
      exclude: [],
      keepItemIds: [],
      maxSharePercent: null,
      dualItemIds: [],
      dualMinimumPercent: DUAL_SHARE_DEFAULT,
    },
  })
  const incumbentOf = new Map(incumbents.map((k) => [k.itemId, k.supplierId]))
  const supplierName = new Map(process.suppliers.map((s) => [s.id, s.name]))
  const itemLabel = (item: ProcessRecord['items'][number]) =>
    `${item.code} · ${item.description}`

  const onSubmit = async ({ keepItemIds, ...fields }: ScenarioFields) => {
    const input = {
      ...fields,
      exclude: fields.exclude || [],
      dualItemIds: fields.dualItemIds || [],
      keep: (keepItemIds || []).map((itemId) => ({
        itemId,
        supplierId: incumbentOf.get(itemId),
      })),
    }
    const done = await run(
      () => save({ variables: { processId: process.id, input } }),
      {
        success: 'process.scenarios.saved',
        failure: 'process.scenarios.saveError',
      }
    )
    if (done)
      formMethods.reset({
        ...formMethods.getValues(),
        // the next scenario's name, as the list will count it
        name: t('process.scenarios.defaultName', { number: count + 2 }),
      })
  }

  return (
    <Form
      formMethods={formMethods}
      onSubmit={onSubmit}
      className="flex flex-col gap-4 rounded-md border border-slate-200 p-3"
      noValidate
    >
      <h3 className="text-sm font-semibold text-slate-800">
        {t('process.scenarios.new')}
      </h3>
      <div className="grid gap-3 md:grid-cols-4">
        <TextField name="name" label={t('process.scenarios.name')} />
        <SelectField
          name="kind"
          label={t('process.scenarios.kind')}
          options={SCENARIO_KINDS.map((kind) => ({
            value: kind,
            label: t(`process.scenarios.kinds.${kind}`),
          }))}
        />
        <KindFields />
        <TextField
          name="maxSharePercent"
          type="number"
          label={t('process.scenarios.maxSharePercent')}
        />
      </div>
      <div className="grid gap-3 md:grid-cols-3">
        <CheckListField
          name="exclude"
          legend={t('process.scenarios.exclude')}
          options={SCENARIO_EXCLUSIONS.map((exclusion) => ({
            value: exclusion,
            label: t(`process.scenarios.exclusions.${exclusion}`),
          }))}
        />
        {incumbents.length ? (
          <CheckListField
            name="keepItemIds"
            legend={t('process.scenarios.keep')}
            options={process.items
              .filter((item) => incumbentOf.has(item.id))
              .map((item) => ({
                value: item.id,
                label: `${itemLabel(item)} (${supplierName.get(incumbentOf.get(item.id))})`,
              }))}
          />
        ) : (
          <p className="text-sm text-slate-500">
            {t('process.scenarios.noIncumbent')}
          </p>
        )}
        <div className="flex flex-col gap-2">
          <CheckListField
            name="dualItemIds"
            legend={t('process.scenarios.dual')}
            options={process.items.map((item) => ({
              value: item.id,
              label: itemLabel(item),
            }))}
          />
          <TextField
            name="dualMinimumPercent"
            type="number"
            label={t('process.scenarios.dualMinimumPercent')}
          />
        </div>
      </div>
      <div>
        <SubmitButton>{t('process.scenarios.compute')}</SubmitButton>
      </div>
    </Form>
  )
}

export default ScenarioForm
