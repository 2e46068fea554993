import {
  cellKey,
  comparativeMap,
  formatMoney,
  isBestOffer,
  orDash,
  offeredProposalOf,
  PROPOSALS,
  type Numeric,
} from '@procura/shared'
import { useTranslation } from 'react-i18next'
import type { ProcessComparisonQuery } from 'types/graphql'

import ScrollRegion from 'src/components/ScrollRegion/ScrollRegion'

import type { ProcessRecord } from '../processRecord'

/** A quotation of any round, as the comparison reads it. */
export type ComparedQuotation =
  ProcessComparisonQuery['processQuotations'][number]

type Supplier = ProcessRecord['suppliers'][number]

/** Spec §2 review: a supplier's flags, so a buyer sees the risks next to the prices. */
const SupplierFlags = ({ supplier }: { supplier: Supplier }) => {
  const { t } = useTranslation()
  const flag = (key: string, on: boolean | null | undefined) =>
    `${t(`process.suppliers.${key}`)}: ${t(on ? 'common.yes' : 'common.no')}`
  const flags = [
    flag('technicalApproval', supplier.technicalApproval),
    flag('associatedParty', supplier.associatedParty),
    flag('litigant', supplier.litigant),
    supplier.financialRisk &&
      `${t('process.suppliers.financialRisk')}: ${supplier.financialRisk}`,
    supplier.blockReason &&
      `${t('process.suppliers.blockReason')}: ${supplier.blockReason}`,
  ].filter(Boolean)
  return (
    <ul className="mt-1 flex flex-col gap-0.5 text-xs font-normal text-slate-600">
      {flags.map((text) => (
        <li key={text as string}>{text}</li>
      ))}
    </ul>
  )
}

/** Spec §2 review "comparative map": items by suppliers, each round's proposals, the best marked. */
const ComparativeMap = ({
  process,
  quotations,
}: {
  process: Pick<ProcessRecord, 'items' | 'suppliers' | 'currency'>
  quotations: ComparedQuotation[]
}) => {
  const { t, i18n } = useTranslation()
  const { rounds, rows } = comparativeMap(
    process.items.map((item) => item.id),
    quotations
  )
  const proposalColumns = rounds.length * PROPOSALS.length
  const money = (value: Numeric | null | undefined) =>
    orDash(value, (v) => formatMoney(v, process.currency.code, i18n.language))

  if (!rounds.length)
    return (
      <p className="text-sm text-slate-500">
        {t('process.review.noQuotation')}
      </p>
    )
  return (
    <ScrollRegion label={t('process.review.comparativeMap')}>
      <table
        className="w-full border-collapse text-sm"
        aria-label={t('process.review.comparativeMap')}
      >
        <thead className="text-slate-700">
          <tr>
            <th
              scope="col"
              rowSpan={3}
              className="px-2 py-1.5 text-left align-bottom"
            >
              {t('process.pipeline.item')}
            </th>
            {process.suppliers.map((supplier) => (
              <th
                key={supplier.id}
                scope="colgroup"
                colSpan={proposalColumns}
                className="border-l border-slate-200 px-2 py-1.5 text-left align-top"
              >
                {supplier.name}
                <SupplierFlags supplier={supplier} />
              </th>
            ))}
          </tr>
          <tr>
            {process.suppliers.flatMap((supplier) =>
              rounds.map((round) => (
                <th
                  key={cellKey(supplier.id, round)}
                  scope="colgroup"
                  colSpan={PROPOSALS.length}
                  className="border-l border-slate-200 px-2 py-1 text-center text-xs font-medium"
                >
                  {t('process.quotations.round', { round })}
                </th>
              ))
            )}
          </tr>
          <tr>
            {process.suppliers.flatMap((supplier) =>
              rounds.flatMap((round) =>
                PROPOSALS.map((proposal) => (
                  <th
                    key={`${cellKey(supplier.id, round)}:${proposal}`}
                    scope="col"
                    className="border-l border-slate-100 px-2 py-1 text-right text-xs font-normal text-slate-500"
                  >
                    {t(`process.review.${proposal}`)}
                  </th>
                ))
              )
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const item = process.items[index]
            return (
              <tr key={row.itemId} className="border-t border-slate-100">
                <th scope="row" className="px-2 py-1.5 text-left font-medium">
                  {item.code}
                  <span className="block text-xs font-normal text-slate-500">
                    {item.description}
                  </span>
                </th>
                {process.suppliers.flatMap((supplier) =>
                  rounds.map((round) => {
                    const quotation = row.cells.get(cellKey(supplier.id, round))
                    const key = cellKey(supplier.id, round)
                    if (!quotation || quotation.responseStatus !== 'ANSWERED')
                      return (
                        <td
                          key={key}
                          colSpan={PROPOSALS.length}
                          className="border-l border-slate-200 px-2 text-center text-xs text-slate-500"
                        >
                          {t(
                            `process.review.response.${quotation?.responseStatus ?? 'NONE'}`
                          )}
                        </td>
                      )
                    const bestProposal =
                      isBestOffer(row, quotation) &&
                      offeredProposalOf(quotation)
                    return PROPOSALS.map((proposal, position) => {
                      const best = proposal === bestProposal
                      return (
                        <td
                          key={`${key}:${proposal}`}
                          className={`tabular px-2 py-1.5 text-right ${
                            position === 0 ? 'border-l border-slate-200' : ''
                          } ${best ? 'bg-success-50 font-semibold text-success-700' : ''}`}
                          title={
                            best ? t('process.review.bestOffer') : undefined
                          }
                          data-best={best || undefined}
                        >
                          {money(quotation[proposal])}
                        </td>
                      )
                    })
                  })
                )}
              </tr>
            )
          })}
        </tbody>
      </table>
      <p className="mt-2 flex items-center gap-2 text-xs text-slate-600">
        <span
          aria-hidden
          className="inline-block h-3 w-3 rounded-sm bg-success-50 ring-1 ring-success-500"
        />
        {t('process.review.bestOfferLegend')}
      </p>
    </ScrollRegion>
  )
}

export default ComparativeMap
