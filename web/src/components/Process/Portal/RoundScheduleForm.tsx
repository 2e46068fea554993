import { yupResolver } from '@hookform/resolvers/yup'
import { PORTAL_FIELDS, roundScheduleSchema } from '@procura/shared'
import { useTranslation } from 'react-i18next'
import type {
  RoundScheduleInput,
  ScheduleRoundMutation,
  ScheduleRoundMutationVariables,
} from 'types/graphql'

import { Form, useForm } from '@redwoodjs/forms'
import { useMutation } from '@redwoodjs/web'

import Button from 'src/components/Button/Button'
import CheckboxField from 'src/components/Form/CheckboxField'
import CheckListField from 'src/components/Form/CheckListField'
import SubmitButton from 'src/components/Form/SubmitButton'
import TextAreaField from 'src/components/Form/TextAreaField'
import { useToastedAction } from 'src/components/Form/useToastedAction'
import WallTimeField from 'src/components/Form/WallTimeField'

import type { RoundScheduleRecord } from './portalRound'

export const SCHEDULE_ROUND = gql`
  mutation ScheduleRoundMutation(
    $processId: String!
    $round: Int!
    $input: RoundScheduleInput!
  ) {
    scheduleRound(processId: $processId, round: $round, input: $input) {
      id
    }
  }
`

/** A round's schedule: until when suppliers answer, what they read, whether it is sealed, what they fill. */
const RoundScheduleForm = ({
  processId,
  round,
  timeZone,
  schedule,
  onDone,
}: {
  processId: string
  round: number
  timeZone: string
  schedule: RoundScheduleRecord | null
  onDone: () => void
}) => {
  const { t } = useTranslation()
  const run = useToastedAction()
  const [save] = useMutation<
    ScheduleRoundMutation,
    ScheduleRoundMutationVariables
  >(SCHEDULE_ROUND, {
    refetchQueries: ['PortalRoundQuery'],
    awaitRefetchQueries: true,
  })
  const formMethods = useForm<RoundScheduleInput>({
    resolver: yupResolver(roundScheduleSchema) as never,
    defaultValues: {
      deadline: schedule?.deadlineWallTime ?? '',
      instructions: schedule?.instructions ?? '',
      sealed: schedule?.sealed ?? true,
      fields: schedule?.fields ?? [],
    },
  })
  return (
    <Form
      formMethods={formMethods}
      noValidate
      className="flex flex-col gap-3"
      onSubmit={async (input: RoundScheduleInput) => {
        const saved = await run(
          () =>
            save({
              variables: {
                processId,
                round,
                input: { ...input, fields: input.fields ?? [] },
              },
            }),
          {
            success: 'process.portal.scheduled',
            failure: 'process.portal.scheduleError',
          }
        )
        if (saved) onDone()
      }}
    >
      <WallTimeField
        name="deadline"
        label={t('process.portal.deadline', {
          timeZone: timeZone.replace(/_/g, ' '),
        })}
      />
      <TextAreaField
        name="instructions"
        label={t('process.portal.instructions')}
      />
      <CheckboxField name="sealed" label={t('process.portal.sealed')} />
      <CheckListField
        name="fields"
        legend={t('process.portal.fields')}
        options={PORTAL_FIELDS.filter((field) => field !== 'quoteFile').map(
          (field) => ({
            value: field,
            label: t(`process.portal.field.${field}`),
          })
        )}
      />
      <div className="flex justify-end gap-2">
        {schedule && (
          <Button variant="secondary" size="medium" onClick={onDone}>
            {t('common.cancel')}
          </Button>
        )}
        <SubmitButton>{t('process.portal.saveSchedule')}</SubmitButton>
      </div>
    </Form>
  )
}

export default RoundScheduleForm
