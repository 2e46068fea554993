import { ShieldAlert, TriangleAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import Button from 'src/components/Button/Button'

interface CellFailureProps {
  error?: { message?: string }
  errorCode?: string
  onRetry?: () => void
}

/**
 * What a cell shows when its query fails: the api's own message when it sent one of the catalogue
 * ('Process not found', 'Company not allowed'), else 'Acesso não autorizado.' (spec §8) when the api
 * refused the user, else a translated error with a retry.
 */
const CellFailure = ({ error, errorCode, onRetry }: CellFailureProps) => {
  const { t, i18n } = useTranslation()
  const apiMessage =
    error?.message && i18n.exists(error.message) ? error.message : null
  const forbidden =
    errorCode === 'FORBIDDEN' ||
    errorCode === 'UNAUTHENTICATED' ||
    error?.message === 'auth.errors.unauthorized'
  const Icon = forbidden ? ShieldAlert : TriangleAlert
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-lg border border-danger-500 bg-danger-50 px-6 py-10 text-center"
    >
      <Icon size={28} className="text-danger-700" aria-hidden />
      <p className="font-medium text-danger-700">
        {t(
          apiMessage ??
            (forbidden ? 'auth.errors.unauthorized' : 'common.loadError')
        )}
      </p>
      {!forbidden && onRetry && (
        <Button size="medium" variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </div>
  )
}

export default CellFailure
