import type { ReactNode } from 'react'

import {
  CONTRACT_ACTION_DESCRIPTIONS,
  CONTRACT_STATUSES,
  formatDate,
  formatMoney,
  formatNumber,
  type ContractColumn,
  type ContractInput,
  type Numeric,
} from '@procura/shared'
import type { ColumnDef } from '@tanstack/react-table'
import { useTranslation } from 'react-i18next'

import { Link, routes } from '@redwoodjs/router'

import type { Candidate, ReferenceEntry } from 'src/components/Process/options'
import { useCompanyCurrency } from 'src/lib/companyCurrency'

import ContractLight from './ContractLight'
import type { ContractRecord } from './contractRecord'

// Spec §2 "Contract list": the 23 columns in the spec's order, each with how it shows a stored
// contract and, for the fields a user types, how it is edited inline.

export type EditKind =
  | { kind: 'text' | 'number' | 'day' | 'checkbox' }
  | { kind: 'select'; options: { value: string; label: string }[] }

export interface ContractColumnSpec {
  id: ContractColumn
  numeric?: boolean
  view: (contract: ContractRecord) => ReactNode
  edit?: { field: keyof ContractInput } & EditKind
  /** a contract whose field is not the user's to type (shown as it is while its row is edited) */
  readOnly?: (contract: ContractRecord) => boolean
}

export interface EditChoices {
  materialCategories: ReferenceEntry[]
  businessDivisions: ReferenceEntry[]
  regions: ReferenceEntry[]
  people: Candidate[]
}

/** The columns in the user's language; money in the company's currency (company settings). */
export const useContractColumns = (
  choices: EditChoices
): ContractColumnSpec[] => {
  const { t, i18n } = useTranslation()
  const currency = useCompanyCurrency()
  const language = i18n.language
  const pt = language.startsWith('pt')
  const money = (value: Numeric) => formatMoney(value, currency, language)
  const day = (value: string | null) =>
    value ? formatDate(value, language) : '–'
  const days = (value: number | null) =>
    value === null ? '–' : formatNumber(value, language, 0)
  const entries = (list: ReferenceEntry[]) =>
    list.map((entry) => ({
      value: entry.id,
      label: pt ? entry.namePt : entry.nameEn,
    }))
  const enumeration = (
    values: readonly string[],
    name: 'status' | 'actionDescription'
  ) =>
    values.map((value) => ({
      value,
      label: t(`contract.enums.${name}.${value}`),
    }))

  return [
    { id: 'status', view: (c) => <ContractLight bucket={c.light} /> },
    {
      id: 'contractId',
      view: (c) =>
        c.sourceProcess ? (
          <span className="flex flex-col">
            {c.contractId}
            <Link
              to={routes.process({ uid: c.sourceProcess.id, step: 'awardees' })}
              className="text-xs text-primary-700 hover:underline"
            >
              {t('contract.fromAward.from', { process: c.sourceProcess.code })}
            </Link>
          </span>
        ) : (
          c.contractId
        ),
      edit: { field: 'contractId', kind: 'text' },
    },
    {
      id: 'material',
      view: (c) => c.material,
      edit: { field: 'material', kind: 'text' },
    },
    {
      id: 'supplier',
      view: (c) => c.supplier,
      edit: { field: 'supplier', kind: 'text' },
    },
    {
      id: 'materialCategory',
      view: (c) => (pt ? c.materialCategoryNamePt : c.materialCategoryNameEn),
      edit: {
        field: 'materialCategoryId',
        kind: 'select',
        options: entries(choices.materialCategories),
      },
    },
    {
      id: 'categoryManager',
      view: (c) => c.categoryManagerName || '–',
      edit: {
        field: 'categoryManagerId',
        kind: 'select',
        options: choices.people.map((p) => ({
          value: p.id,
          label: `${p.firstName} ${p.lastName}`,
        })),
      },
    },
    {
      id: 'businessDivision',
      view: (c) => (pt ? c.businessDivisionNamePt : c.businessDivisionNameEn),
      edit: {
        field: 'businessDivisionId',
        kind: 'select',
        options: entries(choices.businessDivisions),
      },
    },
    {
      id: 'region',
      view: (c) => (pt ? c.regionNamePt : c.regionNameEn),
      edit: {
        field: 'regionId',
        kind: 'select',
        options: entries(choices.regions),
      },
    },
    {
      id: 'startDate',
      view: (c) => day(c.startDate),
      edit: { field: 'startDate', kind: 'day' },
    },
    {
      id: 'endDate',
      view: (c) => day(c.endDate),
      edit: { field: 'endDate', kind: 'day' },
    },
    {
      id: 'length',
      numeric: true,
      view: (c) => formatNumber(c.length, language, 0),
    },
    {
      id: 'amountBalance',
      numeric: true,
      // spend's balance is marked, and never typed
      view: (c) =>
        c.balanceSource === 'SPEND' ? (
          <span title={t('contract.list.balanceFromSpend')}>
            {money(c.currentBalance)}{' '}
            <span className="text-xs text-slate-500">
              {t('contract.list.fromSpend')}
            </span>
          </span>
        ) : (
          money(c.currentBalance)
        ),
      edit: { field: 'currentBalance', kind: 'number' },
      readOnly: (c) => c.balanceSource === 'SPEND',
    },
    { id: 'estimatedEndingDate', view: (c) => day(c.estimatedEndingDate) },
    {
      id: 'totalAmount',
      numeric: true,
      view: (c) => money(c.totalBalance),
      edit: { field: 'totalBalance', kind: 'number' },
    },
    {
      id: 'amountRealizedPerMonth',
      numeric: true,
      // none before the contract starts
      view: (c) =>
        c.amountRealizedPerMonth === null
          ? '–'
          : money(c.amountRealizedPerMonth),
    },
    {
      id: 'remainingDaysForLength',
      numeric: true,
      view: (c) => days(c.remainingDaysForLength),
    },
    {
      id: 'remainingDaysForBalance',
      numeric: true,
      view: (c) => days(c.remainingDaysForBalance),
    },
    {
      id: 'paymentTerm',
      numeric: true,
      view: (c) => formatNumber(c.paymentTerm, language, 0),
      edit: { field: 'paymentTerm', kind: 'number' },
    },
    {
      id: 'actionNeed',
      view: (c) => t(c.actionNeed ? 'common.yes' : 'common.no'),
      edit: { field: 'actionNeed', kind: 'checkbox' },
    },
    {
      id: 'actionDescription',
      view: (c) => t(`contract.enums.actionDescription.${c.actionDescription}`),
      edit: {
        field: 'actionDescription',
        kind: 'select',
        options: enumeration(CONTRACT_ACTION_DESCRIPTIONS, 'actionDescription'),
      },
    },
    {
      id: 'actionStatus',
      view: (c) => t(`contract.enums.status.${c.status}`),
      edit: {
        field: 'status',
        kind: 'select',
        options: enumeration(CONTRACT_STATUSES, 'status'),
      },
    },
    {
      id: 'estimatedConclusionDate',
      view: (c) => day(c.estimatedConclusionDate),
      edit: { field: 'estimatedConclusionDate', kind: 'day' },
    },
    {
      id: 'comment',
      view: (c) => (
        <span className="block max-w-xs truncate" title={c.comment}>
          {c.comment}
        </span>
      ),
      edit: { field: 'comment', kind: 'text' },
    },
  ]
}

export type ContractColumnDef = ColumnDef<ContractRecord, unknown>
