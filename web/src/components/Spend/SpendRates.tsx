import { useState } from 'react'

import { formatNumber, readDecimal } from '@procura/shared'
import { Coins, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type {
  DeleteExchangeRateMutation,
  DeleteExchangeRateMutationVariables,
  ExchangeRatesQuery,
  ExchangeRatesQueryVariables,
  SaveExchangeRateMutation,
  SaveExchangeRateMutationVariables,
} from 'types/graphql'

import { useMutation, useQuery } from '@redwoodjs/web'

import Button from 'src/components/Button/Button'
import { inputClasses } from 'src/components/Form/FieldShell'
import { useToastedAction } from 'src/components/Form/useToastedAction'
import Modal from 'src/components/Modal/Modal'

const EXCHANGE_RATES = gql`
  query ExchangeRatesQuery {
    exchangeRates {
      currencyCode
      month
      rate
    }
    referenceData {
      currencies {
        id
        code
      }
    }
  }
`
const SAVE_RATE = gql`
  mutation SaveExchangeRateMutation($input: ExchangeRateInput!) {
    saveExchangeRate(input: $input) {
      currencyCode
      month
      rate
    }
  }
`
const DELETE_RATE = gql`
  mutation DeleteExchangeRateMutation($input: ExchangeRateKey!) {
    deleteExchangeRate(input: $input)
  }
`

/** The company's exchange rates per month: what an import converts other currencies with. */
const SpendRates = ({
  currency,
  refetchQueries: alsoRefetch = [],
}: {
  currency?: string
  /** the figures that depend on the rates (the sourcing dashboard's conversions) */
  refetchQueries?: string[]
}) => {
  const { t, i18n } = useTranslation()
  const [open, setOpen] = useState(false)
  const [draft, setDraft] = useState({ currencyCode: '', month: '', rate: '' })
  const { data } = useQuery<ExchangeRatesQuery, ExchangeRatesQueryVariables>(
    EXCHANGE_RATES,
    { skip: !open }
  )
  const refetchQueries = ['ExchangeRatesQuery', ...alsoRefetch]
  const [saveRate, { loading: saving }] = useMutation<
    SaveExchangeRateMutation,
    SaveExchangeRateMutationVariables
  >(SAVE_RATE, {
    refetchQueries,
  })
  const [deleteRate] = useMutation<
    DeleteExchangeRateMutation,
    DeleteExchangeRateMutationVariables
  >(DELETE_RATE, { refetchQueries })
  const run = useToastedAction()
  const others = (data?.referenceData.currencies ?? []).filter(
    (c) => c.code !== currency
  )

  const save = () =>
    run(
      async () => {
        // as typed in the reader's language ("5,1234" in Portuguese), sent as decimal text
        const rate = readDecimal(draft.rate, i18n.language)
        if (typeof rate !== 'string') throw new Error('spend.errors.rate')
        await saveRate({
          variables: {
            input: {
              currencyCode: draft.currencyCode,
              month: draft.month,
              rate,
            },
          },
        })
      },
      { success: 'spend.rates.saved', failure: 'spend.errors.rate' }
    )

  return (
    <>
      <Button variant="secondary" icon={Coins} onClick={() => setOpen(true)}>
        {t('spend.rates.action')}
      </Button>
      <Modal
        open={open}
        title={t('spend.rates.title')}
        onClose={() => setOpen(false)}
        width={560}
      >
        <div className="flex flex-col gap-3 text-sm">
          <p className="text-slate-600">
            {t('spend.rates.hint', { currency })}
          </p>
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault()
              save()
            }}
          >
            <label className="flex flex-col gap-1">
              {t('spend.rates.currency')}
              <select
                required
                value={draft.currencyCode}
                onChange={(e) =>
                  setDraft({ ...draft, currencyCode: e.target.value })
                }
                className={inputClasses}
              >
                <option value="" />
                {others.map((c) => (
                  <option key={c.id} value={c.code}>
                    {c.code}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1">
              {t('spend.rates.month')}
              <input
                required
                type="month"
                value={draft.month}
                onChange={(e) => setDraft({ ...draft, month: e.target.value })}
                className={inputClasses}
              />
            </label>
            <label className="flex flex-col gap-1">
              {t('spend.rates.rate')}
              <input
                required
                inputMode="decimal"
                value={draft.rate}
                onChange={(e) => setDraft({ ...draft, rate: e.target.value })}
                className={`${inputClasses} w-28`}
              />
            </label>
            <Button type="submit" loading={saving}>
              {t('spend.rates.add')}
            </Button>
          </form>
          {data && !data.exchangeRates.length ? (
            <p className="text-slate-500">
              {t('spend.rates.empty', { currency })}
            </p>
          ) : (
            <div className="max-h-64 overflow-y-auto">
              <table className="w-full">
                <thead className="text-slate-600">
                  <tr>
                    <th scope="col" className="px-2 py-1 text-left font-medium">
                      {t('spend.rates.month')}
                    </th>
                    <th scope="col" className="px-2 py-1 text-left font-medium">
                      {t('spend.rates.currency')}
                    </th>
                    <th
                      scope="col"
                      className="px-2 py-1 text-right font-medium"
                    >
                      {t('spend.rates.rate')}
                    </th>
                    <th scope="col" className="sr-only">
                      {t('spend.rates.delete')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data?.exchangeRates.map((rate) => (
                    <tr
                      key={`${rate.currencyCode}:${rate.month}`}
                      className="border-t border-slate-100"
                    >
                      <td className="tabular px-2 py-1">{rate.month}</td>
                      <td className="px-2 py-1">{rate.currencyCode}</td>
                      <td className="tabular px-2 py-1 text-right">
                        {formatNumber(rate.rate, i18n.language, 4)}
                      </td>
                      <td className="px-2 py-1 text-right">
                        <Button
                          size="slim"
                          variant="ghost"
                          icon={Trash2}
                          aria-label={t('spend.rates.delete')}
                          onClick={() =>
                            run(
                              () =>
                                deleteRate({
                                  variables: {
                                    input: {
                                      currencyCode: rate.currencyCode,
                                      month: rate.month,
                                    },
                                  },
                                }),
                              { failure: 'spend.errors.rateNotFound' }
                            )
                          }
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      </Modal>
    </>
  )
}

export default SpendRates
