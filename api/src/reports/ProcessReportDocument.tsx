import React from 'react'

import {
  auctionEventDetail,
  awardBasisOf,
  awardDerived,
  cellKey,
  comparativeMap,
  dec,
  formatDate,
  formatDateTime,
  formatInstant,
  formatMoney,
  formatUnitPrice,
  formatNumber,
  formatYearMonth,
  offerOf,
  orDash,
  PROPOSALS,
  isBestOffer,
  pipelineSavings,
  reviewResults,
  SCENARIO_FIGURES,
  scenarioProblemValues,
  type Locale,
  type Savings,
} from '@procura/shared'
import {
  Document,
  type DocumentProps,
  Page,
  StyleSheet,
  Text,
  View,
} from '@react-pdf/renderer'

import { translate } from 'src/lib/i18n'
import type { ProcessReportContent } from 'src/services/processes/report'

const styles = StyleSheet.create({
  page: { padding: 28, fontSize: 8, fontFamily: 'Helvetica', color: '#0f172a' },
  header: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    marginBottom: 10,
    color: '#475569',
  },
  title: { fontSize: 14, fontFamily: 'Helvetica-Bold', marginBottom: 8 },
  section: { marginBottom: 18 },
  facts: { flexDirection: 'row', flexWrap: 'wrap' },
  fact: { width: '33%', marginBottom: 8, paddingRight: 8 },
  label: { color: '#475569', marginBottom: 2 },
  row: {
    flexDirection: 'row',
    borderBottomWidth: 0.5,
    borderBottomColor: '#e2e8f0',
    paddingVertical: 3,
  },
  headRow: {
    fontFamily: 'Helvetica-Bold',
    color: '#334155',
    borderBottomColor: '#94a3b8',
  },
  cell: { flex: 1, paddingHorizontal: 3 },
  numeric: { textAlign: 'right' },
  best: {
    fontFamily: 'Helvetica-Bold',
    color: '#15803d',
    backgroundColor: '#f0fdf4',
  },
  subtitle: {
    fontSize: 10,
    fontFamily: 'Helvetica-Bold',
    marginTop: 10,
    marginBottom: 4,
  },
  footer: {
    position: 'absolute',
    bottom: 14,
    left: 28,
    right: 28,
    textAlign: 'right',
    color: '#64748b',
  },
})

type Cell = { text: string; numeric?: boolean; best?: boolean }
const numeric = (text: string, best = false): Cell => ({
  text,
  numeric: true,
  best,
})

const Table = ({ head, rows }: { head: Cell[]; rows: Cell[][] }) => (
  <View>
    {[head, ...rows].map((cells, index) => (
      <View
        key={index}
        style={index ? styles.row : [styles.row, styles.headRow]}
        wrap={false}
      >
        {cells.map((cell, column) => (
          <Text
            key={column}
            style={[
              styles.cell,
              cell.numeric ? styles.numeric : {},
              cell.best ? styles.best : {},
            ]}
          >
            {cell.text}
          </Text>
        ))}
      </View>
    ))}
  </View>
)

/** Labelled values, three to a row. */
const Facts = ({ facts }: { facts: [string, string][] }) => (
  <View style={styles.facts}>
    {facts.map(([label, value]) => (
      <View key={label} style={styles.fact}>
        <Text style={styles.label}>{label}</Text>
        <Text>{value}</Text>
      </View>
    ))}
  </View>
)

/** An approved process's realization: its totals beside the negotiated saving, then its months. */
const Realization = ({
  realization: { currencyCode, negotiated, rate, months },
  locale,
}: {
  realization: NonNullable<ProcessReportContent['realization']>
  locale: Locale
}) => {
  const t = (key: string, values?: Record<string, unknown>) =>
    translate(locale, key, values)
  const money = (value: { toString(): string } | null) =>
    orDash(value, (v) => formatMoney(v, currencyCode, locale))
  if (!months.length) return <Text>{t('process.realization.none')}</Text>
  const sum = (key: 'spend' | 'saving' | 'priceVariance') =>
    months.reduce((total, month) => total.plus(month[key]), dec(0)).toFixed(2)
  const facts: [string, string][] = [
    [t('process.realization.negotiated'), money(negotiated)],
    [t('process.realization.saving'), money(sum('saving'))],
    [
      t('process.realization.rate'),
      rate === null ? '—' : `${formatNumber(rate * 100, locale, 1)}%`,
    ],
    [t('process.realization.spend'), money(sum('spend'))],
    [t('process.realization.priceVariance'), money(sum('priceVariance'))],
  ]
  return (
    <View>
      <Facts facts={facts} />
      <Table
        head={[
          { text: t('process.realization.month') },
          numeric(t('process.realization.spend')),
          numeric(t('process.realization.saving')),
          numeric(t('process.realization.priceVariance')),
          numeric(t('process.realization.notComparableSpend')),
        ]}
        rows={months.map((month) => [
          {
            text: formatYearMonth(
              month.month.toISOString().slice(0, 7),
              locale
            ),
          },
          numeric(money(month.spend)),
          numeric(money(month.saving)),
          numeric(money(month.priceVariance)),
          numeric(money(month.notComparableSpend)),
        ])}
      />
    </View>
  )
}

/** The report's pages, each one a section (spec §2), with the process and page number on every page. */
export const reportDocument = ({
  content: process,
  locale,
}: {
  content: ProcessReportContent
  locale: Locale
}): React.ReactElement<DocumentProps> => {
  const t = (key: string, values?: Record<string, unknown>) =>
    translate(locale, key, values)
  type Numeric = { toString(): string } | number | null | undefined
  const money = (value: Numeric) =>
    orDash(value, (v) => formatMoney(v, process.currency.code, locale))
  const number = (value: Numeric) =>
    orDash(value, (v) => formatNumber(v, locale))
  const yesNo = (on: boolean) => t(on ? 'common.yes' : 'common.no')
  const itemOf = new Map(process.items.map((item) => [item.id, item]))
  const supplierName = new Map(
    process.suppliers.map((supplier) => [supplier.id, supplier.name])
  )
  const map = comparativeMap(
    process.items.map((item) => item.id),
    process.quotations
  )
  // as the review screen and its summary compute them (reviewResults)
  const { results, total, incomplete } = reviewResults(
    process.items,
    (itemId) =>
      process.awards
        .filter((award) => award.quotation.itemId === itemId)
        .map(awardBasisOf)
  )
  /** An item's savings figure, or "incomplete" without its historical and baseline prices. */
  const saving = (index: number, key: keyof Savings) => {
    const { savings } = results[index]
    return savings
      ? numeric(money(savings[key]))
      : numeric(t('process.review.incomplete'))
  }
  const savingsHead = [
    numeric(t('process.pipeline.costReduction')),
    numeric(t('process.pipeline.costAvoidance')),
    numeric(t('process.pipeline.costIncrease')),
  ]

  // The sections flow one after another over as many pages as they fill, each title kept with
  // its first lines (one page per section left pages nearly empty).
  const Section = ({
    title,
    children,
  }: {
    title: string
    children: React.ReactNode
  }) => (
    <View style={styles.section}>
      <Text style={styles.title} minPresenceAhead={60}>
        {title}
      </Text>
      {children}
    </View>
  )

  /** The saved scenarios side by side, the one applied last named and marked. */
  const ScenarioComparison = () => {
    const { scenarios, history } = process.scenarios
    if (!scenarios.length)
      return <Text>{t('process.scenarios.noneSaved')}</Text>
    const [applied] = history
    return (
      <View>
        <Text style={{ marginBottom: 6 }}>
          {applied
            ? t('process.scenarios.chosen', {
                name: applied.scenarioName,
                user: applied.userName,
                date: formatDateTime(applied.createdAt, locale),
              })
            : t('process.scenarios.notApplied')}
        </Text>
        <Table
          head={[
            { text: '' },
            ...scenarios.map((scenario) => ({
              text: `${scenario.name} · ${t(`process.scenarios.kinds.${scenario.kind}`)}${
                scenario.id === applied?.scenarioId
                  ? ` (${t('process.scenarios.appliedBadge')})`
                  : ''
              }`,
            })),
          ]}
          rows={[
            ...SCENARIO_FIGURES.map(([figure, label]) => [
              { text: t(label) },
              ...scenarios.map((scenario) =>
                numeric(scenario.problem ? '—' : money(scenario.totals[figure]))
              ),
            ]),
            [
              { text: t('process.scenarios.suppliersAwarded') },
              ...scenarios.map((scenario) => ({
                text: scenario.problem
                  ? t(
                      scenario.problem.key,
                      scenarioProblemValues(scenario.problem.values, (key) =>
                        t(key)
                      )
                    )
                  : scenario.suppliers
                      .map(
                        (supplier) =>
                          `${supplier.name}: ${number(supplier.sharePercent)} %`
                      )
                      .join('\n'),
              })),
            ],
          ]}
        />
      </View>
    )
  }

  const facts: [string, string][] = [
    [
      t('process.fields.processType'),
      t(`process.enums.processType.${process.processType}`),
    ],
    [
      t('process.fields.processProfile'),
      t(`process.enums.processProfile.${process.processProfile}`),
    ],
    [
      t('process.fields.categoryManager'),
      `${process.categoryManager.firstName} ${process.categoryManager.lastName}`,
    ],
    [
      t('process.fields.effectiveDate'),
      formatDate(process.effectiveDate, locale),
    ],
    [t('process.fields.endingDate'), formatDate(process.endingDate, locale)],
    [t('process.fields.currency'), process.currency.code],
    [
      t('process.fields.currentContractStatus'),
      t(`process.enums.currentContractStatus.${process.currentContractStatus}`),
    ],
    [t('process.fields.processNumber'), process.processNumber],
    [t('process.fields.processDescription'), process.processDescription],
    [t('process.fields.executiveSummary'), process.executiveSummary],
    [
      t('process.review.finalExecutiveSummary'),
      process.finalExecutiveSummary ?? '—',
    ],
    [
      t('process.sections.plants'),
      process.plants.map((p) => `${p.plant} · ${p.description}`).join('\n'),
    ],
  ]

  // wide maps are cut into tables of a few suppliers, so every column stays legible on the page
  const supplierGroups = chunk(process.suppliers, 4)

  return (
    <Document
      title={`${process.code} · ${process.title}`}
      language={locale === 'pt' ? 'pt-BR' : 'en-US'}
    >
      <Page size="A4" orientation="landscape" style={styles.page}>
        <View style={styles.header} fixed>
          <Text>
            {process.code} · {process.title}
          </Text>
          <Text>{t(`process.status.${process.status}`)}</Text>
        </View>
        <Section title={t('process.report.process')}>
          <Facts facts={facts} />
        </Section>
        <Section title={t('process.sections.items')}>
          <Table
            head={[
              { text: t('process.fields.itemCode') },
              { text: t('process.fields.itemDescription') },
              { text: t('process.items.category') },
              numeric(t('process.items.annualVolume')),
              numeric(t('process.items.historicalPrice')),
              numeric(t('process.items.baselinePrice')),
              numeric(t('process.items.historicalValue')),
              numeric(t('process.items.totalValue')),
            ]}
            rows={process.items.map(({ code, description, detail }) => [
              { text: code },
              { text: description },
              {
                text: detail
                  ? locale === 'pt'
                    ? detail.category.namePt
                    : detail.category.nameEn
                  : '—',
              },
              numeric(
                detail
                  ? `${number(detail.annualVolume)} ${detail.unitOfMeasure.code}`
                  : '—'
              ),
              numeric(money(detail?.historicalPrice)),
              numeric(money(detail?.baselinePrice)),
              numeric(money(detail?.historicalValue)),
              numeric(money(detail?.totalValue)),
            ])}
          />
        </Section>
        <Section title={t('process.steps.pipeline')}>
          <Table
            head={[
              { text: t('process.pipeline.item') },
              numeric(t('process.pipeline.contractLength')),
              numeric(t('process.pipeline.historicalPricingUnit')),
              numeric(t('process.pipeline.baselineUnit')),
              numeric(t('process.pipeline.expectedResultUnit')),
              ...savingsHead,
              numeric(t('process.pipeline.expectedFinalResult')),
            ]}
            rows={process.items.map(({ code, pipeline }) => {
              const expected =
                pipeline &&
                pipelineSavings({
                  contractLength: pipeline.contractLength,
                  baselineUnit: pipeline.baselineUnit,
                  expectedResultUnit: pipeline.expectedResultUnit,
                  historicalPricingUnit: pipeline.historicalPricingUnit,
                  annualVolume: pipeline.annualVolume,
                })
              return [
                { text: code },
                numeric(number(pipeline?.contractLength)),
                numeric(money(pipeline?.historicalPricingUnit)),
                numeric(money(pipeline?.baselineUnit)),
                numeric(money(pipeline?.expectedResultUnit)),
                numeric(money(expected?.costReduction)),
                numeric(money(expected?.costAvoidance)),
                numeric(money(expected?.costIncrease)),
                numeric(money(expected?.result)),
              ]
            })}
          />
        </Section>
        <Section title={t('process.review.results')}>
          <Table
            head={[
              { text: t('process.pipeline.item') },
              numeric(t('process.items.historicalPrice')),
              numeric(t('process.items.baselinePrice')),
              ...map.rounds.map((round) =>
                numeric(t('process.review.bestOfferRound', { round }))
              ),
              numeric(t('process.review.awardedPrice')),
              ...savingsHead,
              numeric(t('process.review.result')),
            ]}
            rows={[
              ...process.items.map((item, index) => [
                { text: item.code },
                numeric(money(item.detail?.historicalPrice)),
                numeric(money(item.detail?.baselinePrice)),
                ...map.rounds.map((round) =>
                  numeric(money(map.rows[index].bestByRound.get(round)))
                ),
                numeric(money(results[index].awardedPrice)),
                saving(index, 'costReduction'),
                saving(index, 'costAvoidance'),
                saving(index, 'costIncrease'),
                saving(index, 'result'),
              ]),
              [
                { text: t('process.pipeline.total') },
                ...[null, null, ...map.rounds, null].map(() => ({ text: '' })),
                numeric(money(total.costReduction)),
                numeric(money(total.costAvoidance)),
                numeric(money(total.costIncrease)),
                numeric(money(total.result)),
              ],
            ]}
          />
          {incomplete && <Text>{t('process.review.incompleteTotal')}</Text>}
        </Section>
        <Section title={t('process.review.comparativeMap')}>
          {map.rounds.length === 0 && (
            <Text>{t('process.review.noQuotation')}</Text>
          )}
          {map.rounds.flatMap((round) =>
            supplierGroups.map((suppliers, group) => (
              <View key={`${round}:${group}`} wrap={false}>
                <Text style={styles.subtitle}>
                  {t('process.quotations.round', { round })}
                </Text>
                <Table
                  head={[
                    { text: t('process.pipeline.item') },
                    ...suppliers.flatMap((supplier) =>
                      PROPOSALS.map((proposal) =>
                        numeric(
                          `${supplier.name}\n${t(`process.review.${proposal}`)}`
                        )
                      )
                    ),
                  ]}
                  rows={map.rows.map((row) => [
                    { text: itemOf.get(row.itemId)?.code ?? '' },
                    ...suppliers.flatMap((supplier) => {
                      const quotation = row.cells.get(
                        cellKey(supplier.id, round)
                      )
                      const best =
                        quotation && isBestOffer(row, quotation)
                          ? offerOf(quotation)
                          : null
                      return PROPOSALS.map((proposal) =>
                        quotation?.responseStatus === 'ANSWERED'
                          ? numeric(
                              money(quotation[proposal]),
                              best !== null &&
                                quotation[proposal] !== null &&
                                dec(quotation[proposal]).eq(dec(best))
                            )
                          : numeric(
                              t(
                                `process.review.response.${quotation?.responseStatus ?? 'NONE'}`
                              )
                            )
                      )
                    }),
                  ])}
                />
              </View>
            ))
          )}
          <Text style={styles.subtitle}>{t('process.suppliers.flags')}</Text>
          <Table
            head={[
              { text: t('process.quotations.supplier') },
              { text: t('process.suppliers.technicalApproval') },
              { text: t('process.suppliers.associatedParty') },
              { text: t('process.suppliers.litigant') },
              { text: t('process.suppliers.financialRisk') },
              { text: t('process.suppliers.blockReason') },
            ]}
            rows={process.suppliers.map((supplier) => [
              { text: supplier.name },
              { text: yesNo(supplier.technicalApproval) },
              { text: yesNo(supplier.associatedParty) },
              { text: yesNo(supplier.litigant) },
              { text: supplier.financialRisk || '—' },
              { text: supplier.blockReason || '—' },
            ])}
          />
          <Text style={{ marginTop: 6, color: '#15803d' }}>
            {t('process.review.bestOfferLegend')}
          </Text>
        </Section>
        <Section title={t('process.steps.awardees')}>
          {process.awards.length === 0 && (
            <Text>{t('process.report.noAward')}</Text>
          )}
          {process.awards.length > 0 && (
            <Table
              head={[
                { text: t('process.quotations.supplier') },
                { text: t('process.pipeline.item') },
                numeric(t('process.awards.unitPrice')),
                numeric(t('process.awards.annualVolume')),
                numeric(t('process.awards.volumeShare')),
                numeric(t('process.awards.contractLength')),
                numeric(t('process.awards.totalContractValue')),
                numeric(t('process.awards.paymentTerms')),
                { text: t('process.awards.priceMechanism') },
                { text: t('process.awards.takeOrPay') },
              ]}
              rows={process.awards.map((award) => {
                const item = itemOf.get(award.quotation.itemId)
                const derived = awardDerived(
                  awardBasisOf(award),
                  item?.detail?.annualVolume ?? 0
                )
                return [
                  { text: supplierName.get(award.quotation.supplierId) ?? '' },
                  { text: item?.code ?? '' },
                  numeric(money(award.unitPrice)),
                  numeric(number(award.annualVolume)),
                  numeric(`${number(derived.volume)} %`),
                  numeric(
                    t(
                      `process.enums.agreementPeriodCount.${award.contractPeriod}`,
                      {
                        count: award.contractLength,
                      }
                    )
                  ),
                  numeric(money(derived.totalContractValue)),
                  numeric(number(award.paymentTerms)),
                  { text: award.priceMechanism },
                  { text: yesNo(award.takeOrPay) },
                ]
              })}
            />
          )}
        </Section>
        <Section title={t('process.scenarios.title')}>
          <ScenarioComparison />
        </Section>
        {process.realization && (
          <Section title={t('process.realization.title')}>
            <Realization realization={process.realization} locale={locale} />
          </Section>
        )}
        {process.auctionLogs.map(({ round, events }) => (
          <Section
            key={round}
            title={t('auction.log.reportTitle', {
              round,
              timeZone: process.timeZone.replace(/_/g, ' '),
            })}
          >
            <Table
              head={[
                { text: t('auction.log.at') },
                { text: t('auction.log.event') },
                { text: t('auction.bidder.item') },
                { text: t('auction.log.supplier') },
                numeric(t('auction.log.price')),
                { text: t('auction.log.detail') },
              ]}
              rows={events.map((event) => [
                { text: formatInstant(event.at, locale, process.timeZone) },
                { text: t(`auction.log.kind.${event.kind}`) },
                {
                  text: (event.itemId && itemOf.get(event.itemId)?.code) || '—',
                },
                { text: event.supplierName ?? '—' },
                numeric(
                  orDash(event.price, (price) =>
                    formatUnitPrice(price, process.currency.code, locale)
                  )
                ),
                {
                  text:
                    auctionEventDetail(event, t, locale, process.timeZone) ||
                    '—',
                },
              ])}
            />
          </Section>
        ))}
        <Section title={t('process.report.approvals')}>
          {process.reviews.length === 0 && (
            <Text>{t('process.report.noReview')}</Text>
          )}
          {process.reviews.length > 0 && (
            <Table
              head={[
                numeric(t('process.flow.cycle')),
                { text: t('process.flow.approver') },
                { text: t('process.flow.title') },
                { text: t('process.flow.status') },
                { text: t('process.flow.requestDate') },
                { text: t('process.flow.reviewedAt') },
                { text: t('process.flow.comment') },
              ]}
              rows={process.reviews.map((review) => [
                numeric(String(review.cycle)),
                { text: review.reviewerName },
                { text: review.entry.title },
                { text: t(`process.flow.statuses.${review.status}`) },
                { text: formatDateTime(review.requestDate, locale) },
                {
                  text: review.reviewedAt
                    ? formatDateTime(review.reviewedAt, locale)
                    : '—',
                },
                { text: review.description || '—' },
              ])}
            />
          )}
        </Section>
        <Text
          style={styles.footer}
          fixed
          render={({ pageNumber, totalPages }) =>
            t('process.report.page', { page: pageNumber, pages: totalPages })
          }
        />
      </Page>
    </Document>
  )
}

const chunk = <T,>(list: T[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, index) =>
    list.slice(index * size, index * size + size)
  )
