import { useAuth } from 'src/auth'

/** The currency the signed-in user's company keeps its amounts in (company settings). */
export const useCompanyCurrency = () =>
  (
    useAuth().currentUser as unknown as {
      company?: { currencyCode?: string }
    } | null
  )?.company?.currencyCode ?? 'BRL'
