import { useState, type ComponentType } from 'react'

import {
  PROCESS_STEPS,
  REVIEW_MODES,
  type ProcessStep,
  type ReviewMode,
} from '@procura/shared'
import { ArrowLeft, FileDown, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { Link, navigate, routes, useParams } from '@redwoodjs/router'
import { toast } from '@redwoodjs/web/toast'

import { idToken } from 'src/auth'
import Button from 'src/components/Button/Button'
import ConfirmationDialog from 'src/components/ConfirmationDialog/ConfirmationDialog'
import ProcessContractsCell from 'src/components/Contract/ProcessContractsCell'
import PageTitle from 'src/components/PageTitle/PageTitle'
import ProcessRealizationCell from 'src/components/Process/ProcessRealizationCell'
import { apiRequest } from 'src/lib/apiClient'

import AttachmentsPanel from './Attachments/AttachmentsPanel'
import DecisionBar from './DecisionBar'
import type { Candidate, ReferenceData } from './options'
import { isEditable, type ProcessRecord } from './processRecord'
import AwardeesStep from './steps/AwardeesStep'
import FinalStep from './steps/FinalStep'
import FlowStep from './steps/FlowStep'
import GeneralStep from './steps/GeneralStep'
import ItemsStep from './steps/ItemsStep'
import PipelineStep from './steps/PipelineStep'
import QuotationsStep from './steps/QuotationsStep'
import ReviewStep from './steps/ReviewStep'
import SuppliersStep from './steps/SuppliersStep'

export interface StepProps {
  process: ProcessRecord
  reference: ReferenceData
  candidates: Candidate[]
  editable: boolean
  /** spec §2 review mode, from the address */
  mode?: ReviewMode
}

const STEPS: Record<ProcessStep, ComponentType<StepProps>> = {
  general: GeneralStep,
  items: ItemsStep,
  pipeline: PipelineStep,
  suppliers: SuppliersStep,
  quotations: QuotationsStep,
  awardees: AwardeesStep,
  review: ReviewStep,
  flow: FlowStep,
  final: FinalStep,
}

/** Spec §2 banners: review pending for me, else the status; a rejection asks only its owner to act. */
const bannerOf = (process: ProcessRecord) => {
  if (process.awaitsMyReview) return 'REVIEW_PENDING'
  if (process.status === 'REJECTED' && !process.ownedByMe)
    return 'REJECTED_ELSEWHERE'
  return process.status
}

const DeleteProcess = ({ process }: { process: ProcessRecord }) => {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const remove = async () => {
    const token = await idToken()
    const response = await apiRequest<{ message?: string }>(
      `/process/${process.id}`,
      { method: 'DELETE', token }
    )
    if (!response.ok) {
      toast.error(response.body?.message ?? t('process.page.deleteError'))
      return
    }
    toast.success(t('process.page.deleted'))
    navigate(routes.processList())
  }
  return (
    <>
      <Button
        variant="ghost"
        size="medium"
        icon={Trash2}
        aria-label={t('process.page.delete')}
        title={t('process.page.delete')}
        onClick={() => setOpen(true)}
      />
      <ConfirmationDialog
        open={open}
        title={t('process.page.deleteTitle', { code: process.code })}
        description={t('process.page.deleteBody')}
        confirmLabel={t('process.page.delete')}
        onConfirm={remove}
        onClose={() => setOpen(false)}
      />
    </>
  )
}

/** Spec §2 "Process page": title, breadcrumb, back link, report and delete, steps, attachments. */
const ProcessWorkspace = ({
  process,
  reference,
  candidates,
  step,
}: Omit<StepProps, 'editable' | 'mode'> & { step: ProcessStep }) => {
  const { t } = useTranslation()
  const index = PROCESS_STEPS.indexOf(step)
  const Step = STEPS[step]
  const editable = isEditable(process)
  // spec §2: review modes and the analytic flag come in the address
  const params = useParams()
  const mode = REVIEW_MODES.find((name) => name === params.mode)
  const deciding =
    process.awaitsMyReview &&
    (mode === 'approve' || params.analytic === 'enabled')
  const back =
    index === 0
      ? { to: routes.processList(), label: t('process.page.backToList') }
      : {
          to: routes.process({
            uid: process.id,
            step: PROCESS_STEPS[index - 1],
          }),
          label: t('process.page.back'),
        }
  return (
    <>
      <PageTitle parts={[process.code, t(`process.steps.${step}`)]} />
      <nav
        aria-label={t('process.page.breadcrumb')}
        className="mb-1 text-sm text-slate-500"
      >
        <Link to={routes.processList()} className="hover:text-slate-800">
          {t('pages.processList')}
        </Link>
        <span aria-hidden> / </span>
        <span>{process.code}</span>
        <span aria-hidden> / </span>
        <span aria-current="page">{t(`process.steps.${step}`)}</span>
      </nav>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <Link
          to={back.to}
          className="inline-flex items-center gap-1 text-sm text-primary-700 hover:underline"
        >
          <ArrowLeft size={14} aria-hidden />
          {back.label}
        </Link>
        <div className="flex-1">
          <h1 className="text-xl font-semibold">
            {process.code} · {process.title}
          </h1>
          {process.sourceContract && (
            <Link
              to={routes.contractList({
                contractId: process.sourceContract.contractId,
              })}
              className="text-sm text-primary-700 hover:underline"
            >
              {t('process.fromContract.link', {
                contractId: process.sourceContract.contractId,
                supplier: process.sourceContract.supplier,
              })}
            </Link>
          )}
        </div>
        <a
          href={routes.processReport({ uid: process.id })}
          target="_blank"
          rel="noreferrer"
          aria-label={t('process.page.report')}
          title={t('process.page.report')}
          className="inline-flex h-8 w-8 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
        >
          <FileDown size={16} aria-hidden />
        </a>
        {process.canDelete && <DeleteProcess process={process} />}
      </div>
      <div className="mb-4 flex flex-wrap items-center gap-3 empty:hidden">
        {mode && (
          <span className="rounded-full bg-primary-50 px-2.5 py-0.5 text-xs font-medium text-primary-700">
            {t(`process.modes.${mode}`)}
          </span>
        )}
        {process.status !== 'DRAFT' && (
          <p
            role="status"
            className="flex-1 rounded-md border border-info-500 bg-info-50 px-3 py-2 text-sm text-info-700"
          >
            {t(`process.banners.${bannerOf(process)}`)}
          </p>
        )}
        {deciding &&
          (process.selfApprovalBarred ? (
            <p
              role="status"
              className="rounded-md border border-warning-500 bg-warning-50 px-3 py-2 text-sm text-warning-700"
            >
              {t('process.flow.selfApproval')}
            </p>
          ) : (
            <DecisionBar
              processId={process.id}
              canApprove={mode === 'approve'}
            />
          ))}
      </div>
      {process.status === 'APPROVED' && (
        <>
          <ProcessContractsCell processId={process.id} />
          <ProcessRealizationCell processId={process.id} />
        </>
      )}
      <div className="flex flex-col gap-4 lg:flex-row">
        <nav
          aria-label={t('process.page.steps')}
          className="lg:w-48 lg:shrink-0"
        >
          <ol className="flex flex-wrap gap-1 lg:flex-col">
            {PROCESS_STEPS.map((name, position) => (
              <li key={name}>
                <Link
                  to={routes.process({ uid: process.id, step: name })}
                  aria-current={name === step ? 'step' : undefined}
                  className={`block rounded-md px-3 py-1.5 text-sm ${
                    name === step
                      ? 'bg-primary-50 font-medium text-primary-700'
                      : 'text-slate-700 hover:bg-slate-100'
                  }`}
                >
                  {position + 1}. {t(`process.steps.${name}`)}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
        {/* wide steps (maps, flows) keep the full width; the files go beside them only on wide screens */}
        <div className="flex min-w-0 flex-1 flex-col gap-4 2xl:flex-row">
          <div className="min-w-0 flex-1">
            <Step
              key={step}
              process={process}
              reference={reference}
              candidates={candidates}
              editable={editable && !mode}
              mode={mode}
            />
          </div>
          <aside className="2xl:w-72 2xl:shrink-0">
            <AttachmentsPanel
              processId={process.id}
              readOnly={!editable || Boolean(mode)}
            />
          </aside>
        </div>
      </div>
    </>
  )
}

export default ProcessWorkspace
