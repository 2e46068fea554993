import type { ReactNode } from 'react'

import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  orDash,
  type Numeric,
  personName,
} from '@procura/shared'
import { FileDown, Printer } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import AuctionLogsCell from 'src/components/Auction/AuctionLogsCell'
import Button from 'src/components/Button/Button'
import { PrintedCharts } from 'src/components/Charts/Chart'
import { apiHref } from 'src/lib/apiClient'

import {
  type Candidate,
  type ReferenceData,
  useReferenceName,
} from '../options'
import ProcessFlowCell from '../ProcessFlowCell'
import ProcessRealizationCell from '../ProcessRealizationCell'
import type { ProcessRecord } from '../processRecord'
import ProcessComparisonCell from '../Review/ProcessComparisonCell'
import ProcessScenariosCell from '../Scenarios/ProcessScenariosCell'
import { expectedSavingsOf } from '../steps/PipelineStep'

import ReportSection from './ReportSection'
import ReportTable from './ReportTable'

const Facts = ({ facts }: { facts: [string, ReactNode][] }) => (
  <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm md:grid-cols-3">
    {facts.map(([label, value]) => (
      <div key={label}>
        <dt className="text-slate-600">{label}</dt>
        <dd className="whitespace-pre-line font-medium">{value || '—'}</dd>
      </div>
    ))}
  </dl>
)

interface ReportProps {
  process: ProcessRecord
  reference: ReferenceData
  candidates: Candidate[]
}

const ReportArticle = ({ process, reference, candidates }: ReportProps) => {
  const { t, i18n } = useTranslation()
  const nameOf = useReferenceName()
  const language = i18n.language
  const money = (value: Numeric | null | undefined) =>
    orDash(value, (v) => formatMoney(v, process.currency.code, language))
  const number = (value: Numeric | null | undefined) =>
    orDash(value, (v) => formatNumber(v, language))
  const day = (value: Date | string) => formatDate(value, language)
  const manager = candidates.find((c) => c.id === process.categoryManagerId)
  const supplierOf = new Map(process.suppliers.map((s) => [s.id, s.name]))
  const itemOf = new Map(process.items.map((item) => [item.id, item]))
  const quotationOf = new Map(process.awardedQuotations.map((q) => [q.id, q]))
  const category = (id?: string) =>
    nameOf(reference.categories.find((c) => c.id === id))
  const unit = (id?: string) =>
    reference.units.find((u) => u.id === id)?.code ?? ''
  const yesNo = (on?: boolean | null) => t(on ? 'common.yes' : 'common.no')

  return (
    <article className="mx-auto max-w-6xl bg-white p-6 text-slate-900 print:max-w-none print:p-0">
      <header className="mb-6 flex flex-wrap items-start gap-3">
        <div className="flex-1">
          <p className="text-sm text-slate-600">{t('pages.processReport')}</p>
          <h1 className="text-xl font-semibold">
            {process.code} · {process.title}
          </h1>
          <p className="text-sm text-slate-600">
            {t(`process.status.${process.status}`)} ·{' '}
            {t('process.report.printedOn', {
              date: formatDateTime(new Date(), language),
            })}
          </p>
        </div>
        <div className="flex gap-2 print:hidden">
          <Button
            variant="secondary"
            icon={Printer}
            onClick={() => window.print()}
          >
            {t('process.report.print')}
          </Button>
          <a
            href={apiHref(`/process/${process.id}/report`)}
            download
            className="inline-flex h-9 items-center gap-2 rounded-md bg-primary-600 px-3 text-sm font-medium text-white hover:bg-primary-700"
          >
            <FileDown size={16} aria-hidden />
            {t('process.report.pdf')}
          </a>
        </div>
      </header>
      <ReportSection title={t('process.report.process')}>
        <Facts
          facts={[
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
              manager ? personName(manager) : '',
            ],
            [t('process.fields.effectiveDate'), day(process.effectiveDate)],
            [t('process.fields.endingDate'), day(process.endingDate)],
            [t('process.fields.currency'), process.currency.code],
            [
              t('process.fields.currentContractStatus'),
              t(
                `process.enums.currentContractStatus.${process.currentContractStatus}`
              ),
            ],
            [t('process.fields.processNumber'), process.processNumber],
            [
              t('process.fields.processDescription'),
              process.processDescription,
            ],
            [t('process.fields.executiveSummary'), process.executiveSummary],
            [
              t('process.review.finalExecutiveSummary'),
              process.finalExecutiveSummary,
            ],
            [
              t('process.sections.plants'),
              process.plants
                .map((p) => `${p.plant} · ${p.description}`)
                .join('\n'),
            ],
          ]}
        />
      </ReportSection>
      <ReportSection title={t('process.sections.items')}>
        <ReportTable
          label={t('process.sections.items')}
          columns={[
            { label: t('process.fields.itemCode') },
            { label: t('process.fields.itemDescription') },
            { label: t('process.items.category') },
            { label: t('process.items.annualVolume'), numeric: true },
            { label: t('process.items.historicalPrice'), numeric: true },
            { label: t('process.items.baselinePrice'), numeric: true },
            { label: t('process.items.historicalValue'), numeric: true },
            { label: t('process.items.totalValue'), numeric: true },
          ]}
          rows={process.items.map(({ id, code, description, detail }) => ({
            key: id,
            cells: [
              code,
              description,
              category(detail?.categoryId),
              `${number(detail?.annualVolume)} ${unit(detail?.unitOfMeasureId)}`,
              money(detail?.historicalPrice),
              money(detail?.baselinePrice),
              money(detail?.historicalValue),
              money(detail?.totalValue),
            ],
          }))}
        />
      </ReportSection>
      <ReportSection title={t('process.steps.pipeline')}>
        <ReportTable
          label={t('process.steps.pipeline')}
          columns={[
            { label: t('process.pipeline.item') },
            { label: t('process.pipeline.contractLength'), numeric: true },
            {
              label: t('process.pipeline.historicalPricingUnit'),
              numeric: true,
            },
            { label: t('process.pipeline.baselineUnit'), numeric: true },
            { label: t('process.pipeline.expectedResultUnit'), numeric: true },
            { label: t('process.pipeline.costReduction'), numeric: true },
            { label: t('process.pipeline.costAvoidance'), numeric: true },
            { label: t('process.pipeline.expectedFinalResult'), numeric: true },
          ]}
          rows={process.items.map(({ id, code, pipeline }) => {
            const expected = pipeline && expectedSavingsOf(pipeline)
            return {
              key: id,
              cells: [
                code,
                number(pipeline?.contractLength),
                money(pipeline?.historicalPricingUnit),
                money(pipeline?.baselineUnit),
                money(pipeline?.expectedResultUnit),
                money(expected?.costReduction),
                money(expected?.costAvoidance),
                money(expected?.result),
              ],
            }
          })}
        />
      </ReportSection>
      <ReportSection title={t('process.report.comparison')}>
        <ProcessComparisonCell process={process} />
      </ReportSection>
      <ReportSection title={t('process.scenarios.title')}>
        <ProcessScenariosCell process={process} editable={false} />
      </ReportSection>
      <ReportSection title={t('process.steps.awardees')}>
        <ReportTable
          label={t('process.steps.awardees')}
          columns={[
            { label: t('process.quotations.supplier') },
            { label: t('process.pipeline.item') },
            { label: t('process.awards.unitPrice'), numeric: true },
            { label: t('process.awards.annualVolume'), numeric: true },
            { label: t('process.awards.volumeShare'), numeric: true },
            { label: t('process.awards.contractLength'), numeric: true },
            { label: t('process.awards.totalContractValue'), numeric: true },
            { label: t('process.awards.paymentTerms'), numeric: true },
            { label: t('process.awards.priceMechanism') },
            { label: t('process.awards.takeOrPay') },
          ]}
          rows={process.awards.map((award) => {
            const quotation = quotationOf.get(award.quotationId)
            const item = itemOf.get(quotation?.itemId ?? '')
            return {
              key: award.quotationId,
              cells: [
                supplierOf.get(quotation?.supplierId ?? ''),
                item?.code,
                money(award.unitPrice),
                number(award.annualVolume),
                `${number(award.volume)} %`,
                t(
                  `process.enums.agreementPeriodCount.${award.contractPeriod}`,
                  {
                    count: award.contractLength,
                  }
                ),
                money(award.totalContractValue),
                number(award.paymentTerms),
                award.priceMechanism,
                yesNo(award.takeOrPay),
              ],
            }
          })}
        />
      </ReportSection>
      {process.status === 'APPROVED' && (
        <div className="report-section">
          <ProcessRealizationCell processId={process.id} />
        </div>
      )}
      <AuctionLogsCell
        processId={process.id}
        currency={process.currency.code}
      />
      <ReportSection title={t('process.report.approvals')}>
        <ProcessFlowCell id={process.id} />
      </ReportSection>
    </article>
  )
}

/** Spec §2 report: the process, items, pipeline, savings, comparative map, awards and approvals, printable. */
const ProcessReport = (props: ReportProps) => (
  <PrintedCharts.Provider value={true}>
    <ReportArticle {...props} />
  </PrintedCharts.Provider>
)

export default ProcessReport
