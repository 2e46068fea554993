import { useAuth } from 'src/auth'

/** The signed-in user's role: what spec §6 compares another user's or role's priority with. */
export const useMyRole = () =>
  (
    useAuth().currentUser as unknown as {
      role: { id: string; priority: number }
    } | null
  )?.role ?? { id: '', priority: 0 }
