import type { ApolloError } from '@apollo/client'

const SIGN_IN_ERRORS: Record<string, string> = {
  'auth/user-not-found': 'auth.messages.userNotFound',
  'auth/wrong-password': 'auth.messages.wrongPassword',
  // with email-enumeration protection Firebase cannot say which of the two was wrong
  'auth/invalid-credential': 'auth.messages.invalidCredential',
  'auth/invalid-login-credentials': 'auth.messages.invalidCredential',
  'auth/too-many-requests': 'auth.messages.tooManyRequests',
  // disabled through the team screen (spec §8's auth-middleware catalogue)
  'auth/user-disabled': 'auth.errors.userDisabled',
}

/** The i18n key of spec §8's sign-in catalogue for a Firebase sign-in failure. */
export const signInErrorKey = (error: unknown) =>
  SIGN_IN_ERRORS[(error as { code?: string })?.code ?? ''] ??
  'auth.messages.signInError'

const I18N_KEY = /^[a-zA-Z]+(\.[a-zA-Z]+)+$/

/**
 * The i18n key the api put in a GraphQL error (also when it answered with an HTTP error status,
 * such as 429), or the fallback key.
 */
export const apiErrorKey = (error: unknown, fallback: string) => {
  const apolloError = error as ApolloError
  const networkResult = (
    apolloError?.networkError as { result?: { errors?: { message: string }[] } }
  )?.result
  const message =
    apolloError?.graphQLErrors?.[0]?.message ??
    networkResult?.errors?.[0]?.message
  return message && I18N_KEY.test(message) ? message : fallback
}

/** The interpolation values the api sent with its message key (e.g. which item broke a rule). */
export const apiErrorValues = (error: unknown) =>
  (
    (error as ApolloError)?.graphQLErrors?.[0]?.extensions?.properties as
      | { values?: Record<string, unknown> }
      | undefined
  )?.values
