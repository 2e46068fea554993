import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
} from '@procura/shared'
import { useTranslation } from 'react-i18next'
import type { ContractEditsQuery } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps } from '@redwoodjs/web'

import CellFailure from 'src/components/CellFailure/CellFailure'
import ScrollRegion from 'src/components/ScrollRegion/ScrollRegion'
import { useCompanyCurrency } from 'src/lib/companyCurrency'

export const QUERY = gql`
  query ContractEditsQuery($id: String!) {
    contractEdits(id: $id) {
      id
      changes
      createdAt
      user {
        id
        firstName
        lastName
      }
    }
  }
`

/** A field's change as the api keeps it in an edit's `changes` (JSON, which the schema cannot type). */
interface Change {
  from: unknown
  to: unknown
}

export const Loading = () => (
  <div role="status" className="h-24 animate-pulse rounded bg-slate-100" />
)

export const Empty = () => {
  const { t } = useTranslation()
  return (
    <p className="text-sm text-slate-500">{t('contract.list.noHistory')}</p>
  )
}

export const Failure = ({ error, errorCode }: CellFailureProps) => (
  <CellFailure error={error} errorCode={errorCode} />
)

const MONEY = new Set(['currentBalance', 'totalBalance'])
const ENUMS = new Set(['actionDescription', 'status', 'balanceSource'])

/** A contract's audit history: who changed which field, from what to what, newest first. */
export const Success = ({
  contractEdits,
}: CellSuccessProps<ContractEditsQuery>) => {
  const { t, i18n } = useTranslation()
  const currency = useCompanyCurrency()
  const language = i18n.language
  /** A changed value as the list shows it: money, days, yes or no, a status in words. */
  const shown = (field: string, value: unknown) => {
    if (value === null || value === undefined || value === '') return '–'
    if (MONEY.has(field)) return formatMoney(String(value), currency, language)
    if (typeof value === 'boolean') return t(value ? 'common.yes' : 'common.no')
    if (field === 'paymentTerm') return formatNumber(String(value), language, 0)
    if (ENUMS.has(field)) return t(`contract.enums.${field}.${value}`)
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
      return formatDate(value, language)
    return String(value)
  }
  // a long history scrolls: by keyboard too
  return (
    <ScrollRegion
      label={t('contract.list.changes')}
      className="max-h-96 overflow-y-auto"
    >
      <ol className="flex flex-col gap-3 text-sm">
        {contractEdits.map((edit) => (
          <li key={edit.id} className="border-b border-slate-100 pb-2">
            <p className="mb-1 text-slate-600">
              {t('contract.list.changedBy', {
                name: edit.user
                  ? `${edit.user.firstName} ${edit.user.lastName}`
                  : t(
                      // the spend matched to the contract changed where its balance comes from
                      'balanceSource' in Object(edit.changes)
                        ? 'contract.list.spendMatching'
                        : 'contract.list.removedUser'
                    ),
                date: formatDateTime(edit.createdAt, language),
              })}
            </p>
            <ul className="flex flex-col gap-0.5">
              {(
                Object.entries(
                  edit.changes as unknown as Record<string, Change>
                ) as [string, Change][]
              ).map(([field, { from, to }]) => (
                <li key={field}>
                  <span className="font-medium">
                    {t(`contract.fields.${field}`)}
                  </span>
                  : {shown(field, from)} → {shown(field, to)}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </ScrollRegion>
  )
}
