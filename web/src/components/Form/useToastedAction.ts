import { useTranslation } from 'react-i18next'

import { toast } from '@redwoodjs/web/toast'

import { apiErrorKey, apiErrorValues } from 'src/components/Auth/authErrors'

/**
 * Runs a form's action and tells the user how it went: the success message, or the api's own
 * message key (the fallback when it sent none). Answers whether it worked.
 */
export const useToastedAction = () => {
  const { t } = useTranslation()
  return async (
    action: () => Promise<unknown>,
    { success, failure }: { success?: string; failure: string }
  ) => {
    try {
      await action()
      if (success) toast.success(t(success))
      return true
    } catch (error) {
      toast.error(t(apiErrorKey(error, failure), apiErrorValues(error)))
      return false
    }
  }
}
