import { yupResolver } from '@hookform/resolvers/yup'
import {
  AUCTION_DECREMENTS,
  AUCTION_VISIBILITIES,
  auctionFormSchema,
  auctionInputOf,
  type AuctionForm as AuctionFormValues,
  wallTimeOf,
} from '@procura/shared'
import { useTranslation } from 'react-i18next'
import type {
  ScheduleAuctionMutation,
  ScheduleAuctionMutationVariables,
} from 'types/graphql'

import { Form, useForm } from '@redwoodjs/forms'
import { useMutation } from '@redwoodjs/web'

import Button from 'src/components/Button/Button'
import DecimalInput from 'src/components/Form/DecimalInput'
import {
  inputClasses,
  invalidInputClasses,
  useFieldMessage,
} from 'src/components/Form/FieldShell'
import SelectField from 'src/components/Form/SelectField'
import SubmitButton from 'src/components/Form/SubmitButton'
import TextField from 'src/components/Form/TextField'
import { useToastedAction } from 'src/components/Form/useToastedAction'
import WallTimeField from 'src/components/Form/WallTimeField'
import type { ProcessRecord } from 'src/components/Process/processRecord'

import type { ConsoleRecord } from './auctionRecord'

export const SCHEDULE_AUCTION = gql`
  mutation ScheduleAuctionMutation(
    $processId: String!
    $round: Int!
    $input: AuctionInput!
  ) {
    scheduleAuction(processId: $processId, round: $round, input: $input) {
      scheduleId
    }
  }
`

/** Soft close as Brazil's pregão runs it: 2 more minutes for a bid in the last 2. */
const DEFAULTS = {
  durationMinutes: 30,
  extensionMinutes: 2,
  triggerMinutes: 2,
  decrementKind: 'PERCENT' as const,
  decrement: '0.5',
  visibility: 'RANK' as const,
}

/** An item's starting price; left empty, the item stays out of the auction. */
const CeilingInput = ({ index, code }: { index: number; code: string }) => {
  const { t } = useTranslation()
  const name = `items.${index}.ceiling`
  const message = useFieldMessage(name)
  return (
    <div>
      <DecimalInput
        name={name}
        label={t('auction.form.ceilingOf', { item: code })}
        className={`tabular w-36 text-right ${message ? invalidInputClasses : inputClasses}`}
      />
      {message && (
        <p
          id={`${name}-error`}
          role="alert"
          className="text-xs text-danger-700"
        >
          {t(message.key, message.values)}
        </p>
      )}
    </div>
  )
}

/** The form's values: the auction as scheduled, or a new one's defaults with the baselines as ceilings. */
const valuesOf = (
  process: ProcessRecord,
  timeZone: string,
  auction?: ConsoleRecord
): AuctionFormValues => {
  const ceilingOf = new Map(
    auction?.items.map((item) => [item.itemId, item.ceiling])
  )
  return {
    startsAt: auction ? wallTimeOf(auction.clock.startsAt, timeZone) : '',
    ...(auction
      ? {
          durationMinutes: auction.durationMinutes,
          extensionMinutes: auction.extensionMinutes,
          triggerMinutes: auction.triggerMinutes,
          decrementKind: auction.decrementKind,
          decrement: auction.decrement,
          visibility: auction.visibility,
        }
      : DEFAULTS),
    items: process.items.map((item) => ({
      itemId: item.id,
      ceiling: auction
        ? (ceilingOf.get(item.id) ?? null)
        : (item.detail?.baselinePrice ?? null),
    })),
  }
}

/**
 * A round run as a live auction: when it starts (in the company's zone), how long it runs and how a
 * late bid extends it, the minimum decrement, what bidders see, and each item's starting price. Until
 * it starts, the buyer may change any of it (`auction`, as scheduled).
 */
const AuctionForm = ({
  process,
  round,
  timeZone,
  auction,
  onDone,
}: {
  process: ProcessRecord
  round: number
  timeZone: string
  auction?: ConsoleRecord
  onDone: () => void
}) => {
  const { t } = useTranslation()
  const run = useToastedAction()
  const [save] = useMutation<
    ScheduleAuctionMutation,
    ScheduleAuctionMutationVariables
  >(SCHEDULE_AUCTION, {
    refetchQueries: ['PortalRoundQuery', 'AuctionConsoleQuery'],
    awaitRefetchQueries: true,
  })
  const formMethods = useForm<AuctionFormValues>({
    resolver: yupResolver(auctionFormSchema) as never,
    defaultValues: valuesOf(process, timeZone, auction),
  })
  // the list's own rule (at least one item priced), not one row's
  const itemsMessage =
    formMethods.formState.errors.items?.root ??
    formMethods.formState.errors.items
  const listMessage =
    itemsMessage && 'message' in itemsMessage && itemsMessage.message
      ? (itemsMessage.message as unknown as {
          key: string
          values?: Record<string, unknown>
        })
      : null
  return (
    <Form
      formMethods={formMethods}
      noValidate
      className="flex flex-col gap-3"
      data-testid="auction-form"
      onSubmit={async (values: AuctionFormValues) => {
        const saved = await run(
          () =>
            save({
              variables: {
                processId: process.id,
                round,
                input: auctionInputOf(
                  values
                ) as ScheduleAuctionMutationVariables['input'],
              },
            }),
          { success: 'auction.form.scheduled', failure: 'auction.form.error' }
        )
        if (saved) onDone()
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <WallTimeField
          name="startsAt"
          label={t('auction.form.startsAt', {
            timeZone: timeZone.replace(/_/g, ' '),
          })}
        />
        <TextField
          name="durationMinutes"
          type="number"
          label={t('auction.form.duration')}
        />
        <TextField
          name="triggerMinutes"
          type="number"
          label={t('auction.form.trigger')}
        />
        <TextField
          name="extensionMinutes"
          type="number"
          label={t('auction.form.extension')}
        />
        <SelectField
          name="decrementKind"
          label={t('auction.form.decrementKind')}
          options={AUCTION_DECREMENTS.map((kind) => ({
            value: kind,
            label: t(`auction.form.decrementKinds.${kind}`),
          }))}
        />
        <TextField
          name="decrement"
          type="number"
          label={t('auction.form.decrement')}
        />
        <SelectField
          name="visibility"
          label={t('auction.form.visibility')}
          options={AUCTION_VISIBILITIES.map((visibility) => ({
            value: visibility,
            label: t(`auction.rules.visibility.${visibility}`),
          }))}
        />
      </div>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium text-slate-700">
          {t('auction.form.items')}
        </legend>
        {process.items.map((item, index) => (
          <div
            key={item.id}
            className="flex items-center justify-between gap-3 text-sm"
          >
            <span>
              <span className="font-medium">{item.code}</span> ·{' '}
              {item.description}
            </span>
            <CeilingInput index={index} code={item.code} />
          </div>
        ))}
        {listMessage && (
          <p role="alert" className="text-xs text-danger-700">
            {t(listMessage.key, listMessage.values)}
          </p>
        )}
      </fieldset>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" size="medium" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <SubmitButton>{t('auction.form.save')}</SubmitButton>
      </div>
    </Form>
  )
}

export default AuctionForm
