import { cookieValue } from '@procura/shared'

import { toast } from '@redwoodjs/web/toast'

import i18n from 'src/i18n'

// Spec §8: a server redirect can leave a message in the 'error' or 'success' cookie.
const readAndClear = (name: 'error' | 'success') => {
  const value = cookieValue(document.cookie, name)
  if (value === undefined) return null
  document.cookie = `${name}=; path=/; max-age=0`
  return decodeURIComponent(value)
}

/** Leaves a message for the next page load (after a reload, spec §4's decision) in the cookie spec §8 reads. */
export const toastAfterReload = (kind: 'error' | 'success', key: string) => {
  document.cookie = `${kind}=${encodeURIComponent(key)}; path=/; max-age=60; samesite=lax`
}

/** Shows the toasts waiting in the cookies (an i18n key or a text), then clears the cookies. */
export const showCookieToasts = () => {
  const error = readAndClear('error')
  const success = readAndClear('success')
  if (error) toast.error(i18n.t(error, { defaultValue: error }))
  if (success) toast.success(i18n.t(success, { defaultValue: success }))
}
