import type { CompanySettingsQuery } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps } from '@redwoodjs/web'

import CellFailure from 'src/components/CellFailure/CellFailure'
import { useReferenceName } from 'src/components/Process/options'

import CompanySettingsForm from '../CompanySettingsForm'

export const QUERY = gql`
  query CompanySettingsQuery {
    companySettings {
      name
      currencyCode
      timeZone
      allowSelfApproval
      portalGraceHours
      priceVarianceThreshold
      canEdit
      currencyLocked
    }
    referenceData {
      currencies {
        id
        code
        nameEn
        namePt
      }
    }
  }
`

export const Loading = () => (
  <div
    role="status"
    className="h-64 max-w-xl animate-pulse rounded-lg bg-slate-100"
  />
)

export const Failure = ({ error, errorCode }: CellFailureProps) => (
  <CellFailure error={error} errorCode={errorCode} />
)

export const Success = ({
  companySettings,
  referenceData,
}: CellSuccessProps<CompanySettingsQuery>) => {
  const nameOf = useReferenceName()
  return (
    <CompanySettingsForm
      settings={companySettings}
      currencies={referenceData.currencies.map((currency) => ({
        code: currency.code,
        label: nameOf(currency),
      }))}
    />
  )
}
