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

/** Shows the toasts waiting in the cookies (an i18n key or a text), then clears the cookies. */
export const showCookieToasts = () => {
  const error = readAndClear('error')
  const success = readAndClear('success')
  if (error) toast.error(i18n.t(error, { defaultValue: error }))
  if (success) toast.success(i18n.t(success, { defaultValue: success }))
}
