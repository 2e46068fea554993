import { useState } from 'react'

import { formatSupplierVat } from '@procura/shared'
import { ArrowLeft, Pencil } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { SupplierQuery } from 'types/graphql'

import { Link, routes } from '@redwoodjs/router'
import type { CellFailureProps, CellSuccessProps } from '@redwoodjs/web'

import Button from 'src/components/Button/Button'
import CellFailure from 'src/components/CellFailure/CellFailure'
import PageTitle from 'src/components/PageTitle/PageTitle'
import { useReferenceName } from 'src/components/Process/options'

import SupplierFormModal from '../SupplierFormModal'
import { SUPPLIER_FIELDS } from '../supplierRecord'
import SupplierScorecard from '../SupplierScorecard'

export const QUERY = gql`
  query SupplierQuery($id: String!) {
    supplier(id: $id) {
      ...SupplierFields
    }
    supplierScorecard(id: $id) {
      supplierId
      processesInvited
      roundsInvited
      roundsAnswered
      roundsDeclined
      roundsNotAnswered
      responseRate
      itemsQuoted
      itemsAwarded
      winRate
      awarded {
        currencyCode
        awardedValue
        costReduction
        costAvoidance
        costIncrease
      }
      contractsRunning
      contractsExpiring {
        id
        contractId
        material
        endDate
        remainingDaysForLength
        light
      }
      expiringDays
      expiringUntil
      spend12Months
      spendFromMonth
      spendToMonth
      spendLines
      spendNames
    }
    referenceData {
      countries {
        id
        code
        nameEn
        namePt
      }
    }
  }
  ${SUPPLIER_FIELDS}
`

export const Loading = () => {
  const { t } = useTranslation()
  return <p className="text-sm text-slate-500">{t('common.loading')}</p>
}

export const Failure = ({ error, errorCode }: CellFailureProps) => (
  <CellFailure error={error} errorCode={errorCode} />
)

const FLAGS = ['technicalApproval', 'associatedParty', 'litigant'] as const

export const Success = ({
  supplier,
  supplierScorecard,
  referenceData,
}: CellSuccessProps<SupplierQuery>) => {
  const { t } = useTranslation()
  const nameOf = useReferenceName()
  const [editing, setEditing] = useState(false)
  const country = referenceData.countries.find(
    (entry) => entry.id === supplier.countryId
  )
  const label = (field: string) => t(`suppliers.columns.${field}`)
  const record: [string, string][] = [
    [label('vat'), formatSupplierVat(supplier.vat)],
    [label('sapCode'), supplier.sapCode || '–'],
    [label('country'), country ? nameOf(country) : '–'],
    ...FLAGS.map((flag): [string, string] => [
      label(flag),
      t(supplier[flag] ? 'common.yes' : 'common.no'),
    ]),
    [label('financialRisk'), supplier.financialRisk || '–'],
    [label('blockReason'), supplier.blockReason || '–'],
  ]
  return (
    <>
      <PageTitle parts={[t('pages.suppliers'), supplier.name]} />
      <Link
        to={routes.suppliers()}
        className="mb-2 inline-flex items-center gap-1 text-sm text-primary-700 hover:underline"
      >
        <ArrowLeft size={14} aria-hidden />
        {t('suppliers.back')}
      </Link>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold">{supplier.name}</h1>
        <Button
          variant="secondary"
          icon={Pencil}
          onClick={() => setEditing(true)}
        >
          {t('suppliers.edit')}
        </Button>
      </div>
      <SupplierScorecard supplier={supplier} scorecard={supplierScorecard} />
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <section
          aria-labelledby="supplier-record"
          className="rounded-lg border border-slate-200 bg-white p-4"
        >
          <h2 id="supplier-record" className="mb-3 font-semibold">
            {t('suppliers.details')}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            {record.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="text-slate-600">{term}</dt>
                <dd className="tabular">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section
          aria-labelledby="supplier-contacts"
          className="rounded-lg border border-slate-200 bg-white p-4"
        >
          <h2 id="supplier-contacts" className="mb-3 font-semibold">
            {t('suppliers.contacts.title')}
          </h2>
          {supplier.contacts.length ? (
            <ul className="flex flex-col gap-2 text-sm">
              {supplier.contacts.map((contact) => (
                <li key={contact.id}>
                  <span className="font-medium">{contact.name}</span> ·{' '}
                  <a
                    href={`mailto:${contact.email}`}
                    className="text-primary-700 hover:underline"
                  >
                    {contact.email}
                  </a>{' '}
                  · {t(`suppliers.languages.${contact.language}`)}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-500">
              {t('suppliers.contacts.none')}
            </p>
          )}
        </section>
      </div>
      {editing && (
        <SupplierFormModal
          supplier={supplier}
          onClose={() => setEditing(false)}
        />
      )}
    </>
  )
}
