import type { ApolloError } from '@apollo/client'

const SIGN_IN_ERRORS: Record<string, string> = {
  'auth/user-not-found': 'auth.messages.userNotFound',
  'auth/wrong-password': 'auth.messages.wrongPassword',
  // with email-enumeration protection Firebase cannot say which of the two was wrong
  'auth/invalid-credential': 'auth.messages.invalidCredential',
  'auth/invalid-login-credentials': 'auth.messages.invalidCredential',
  'auth/too-many-requests': 'auth.messages.tooManyRequests',
}

/** The i18n key of spec §8's sign-in catalogue for a Firebase sign-in failure. */
export const signInErrorKey = (error: unknown) =>
  SIGN_IN_ERRORS[(error as { code?: string })?.code ?? ''] ??
  'auth.messages.signInError'

/** The i18n key the api put in a GraphQL error, or the generic sign-up failure. */
export const signUpErrorKey = (error: unknown) => {
  const message = (error as ApolloError)?.graphQLErrors?.[0]?.message
  return message?.startsWith('auth.') || message?.startsWith('validation.')
    ? message
    : 'auth.messages.signUpError'
}
