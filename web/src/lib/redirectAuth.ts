import { cookieValue } from '@procura/shared'

// Spec §2: after sign-in the user goes to the path kept in the 'redirect-auth' cookie, default /app.
const COOKIE = 'redirect-auth'
const DEFAULT_PATH = '/app'

/** Remembers where a signed-out visitor was going; only paths inside the app are kept. */
export const rememberRedirect = (path: string | null | undefined) => {
  if (path?.startsWith('/app')) {
    document.cookie = `${COOKIE}=${encodeURIComponent(path)}; path=/; max-age=600; samesite=lax`
  }
}

/** The remembered path (then forgotten), or the dashboard. */
export const takeRedirect = () => {
  const remembered = cookieValue(document.cookie, COOKIE)
  document.cookie = `${COOKIE}=; path=/; max-age=0`
  const path = remembered ? decodeURIComponent(remembered) : ''
  return path.startsWith('/app') ? path : DEFAULT_PATH
}
