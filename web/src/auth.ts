import { setContext } from '@apollo/client/link/context'
import type { OperationDefinitionNode } from 'graphql'

import { createAuthentication } from '@redwoodjs/auth'

import { fetchSessionUser, syncSessionCookie } from 'src/lib/session'

export interface Credentials {
  email: string
  password: string
}

type FirebaseClient = typeof import('src/lib/firebaseClient')

/**
 * Firebase Auth loads after a page's first paint, or at once where a form needs it (sign-in, a
 * change): a page's reads are signed in by the session cookie meanwhile (`yarn bench pages`).
 */
let loading: Promise<FirebaseClient> | undefined
let loaded: FirebaseClient | undefined
const whenLoaded: ((client: FirebaseClient) => void)[] = []

/** The Firebase client, loaded on the first call, once it has restored the browser's user (if any). */
export const firebaseClient = () =>
  (loading ??= import('src/lib/firebaseClient').then(async (client) => {
    await client.firebaseAuth.authStateReady()
    loaded = client
    whenLoaded.splice(0).forEach((listener) => listener(client))
    return client
  }))

/** Calls `listener` with the Firebase client once it has loaded (at once if it has). */
export const onFirebaseLoaded = (
  listener: (client: FirebaseClient) => void
) => {
  if (loaded) listener(loaded)
  else whenLoaded.push(listener)
}

/** The signed-in user's ID token (Firebase loaded if need be): what a change is sent with. */
export const idToken = async () =>
  (await (await firebaseClient()).firebaseAuth.currentUser?.getIdToken()) ??
  null

/** The ID token once Firebase has loaded; before, nothing: the session cookie signs in a GET. */
export const readToken = async () =>
  (await loaded?.firebaseAuth.currentUser?.getIdToken()) ?? null

// Whether this browser has a Firebase session to restore: without one, and without a session
// cookie, a page (the supplier portal, a legal text) never loads Firebase.
const SIGNED_IN_MARK = 'procura.signedIn'
export const markSignedIn = (signedIn: boolean) => {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_MARK, '1')
    else localStorage.removeItem(SIGNED_IN_MARK)
  } catch {
    // storage refused (private mode): the session cookie alone says who is signed in
  }
}
const mayHaveFirebaseSession = () => {
  try {
    return localStorage.getItem(SIGNED_IN_MARK) === '1'
  } catch {
    return true
  }
}

let cookieSync: Promise<unknown> = Promise.resolve()
/**
 * Sets the session cookie to the token `tokenOf` answers, or clears it (null), strictly in the
 * order asked: a sign-out's clear is never overtaken by the set asked just before it.
 */
export const followSession = (tokenOf: () => Promise<string | null> | null) =>
  (cookieSync = cookieSync
    .then(async () => syncSessionCookie(await tokenOf()))
    .catch(() => undefined))

/** The session cookie's user, asked once as the app starts (openSession) or when first needed. */
let openingSession: ReturnType<typeof fetchSessionUser> | undefined
const cookieSessionUser = () => {
  const asked = openingSession ?? fetchSessionUser(null)
  openingSession = undefined
  return asked.catch(() => null)
}

/** Asks the api who the session cookie is, beside the app's first download: its first render waits for both. */
export const openSession = () => {
  openingSession ??= fetchSessionUser(null)
  openingSession.catch(() => undefined)
}

const firebaseImplementation = {
  type: 'firebase',
  client: firebaseClient,
  // the current user is asked without a token first (the session cookie), see useCurrentUser
  middlewareAuthEnabled: true,
  login: async ({ email, password }: Credentials) => {
    const { firebaseAuth, signInWithEmailAndPassword } = await firebaseClient()
    return signInWithEmailAndPassword(firebaseAuth, email, password)
  },
  // accounts are created by the api's signUp mutation (company, Owner role, user), never here
  signup: async () => {
    throw new Error('sign up through the signUp mutation')
  },
  logout: async () => {
    const { firebaseAuth, signOut } = await firebaseClient()
    await signOut(firebaseAuth)
    markSignedIn(false)
    await followSession(() => null)
  },
  getToken: readToken,
  getUserMetadata: async () => loaded?.firebaseAuth.currentUser ?? null,
}

// The current user comes from GET /api/users (spec §7), not from Redwood's GraphQL currentUser query.
export const { AuthProvider, useAuth } = createAuthentication(
  firebaseImplementation,
  {
    useCurrentUser: async () => {
      if (!loaded) {
        // a page opened in a session: its cookie says who, with no Firebase yet
        const user = await cookieSessionUser()
        if (user || !mayHaveFirebaseSession()) return user
      }
      const token = await idToken()
      return token ? fetchSessionUser(token) : null
    },
  }
)

const isQuery = (definition: { kind: string }) =>
  definition.kind !== 'OperationDefinition' ||
  (definition as OperationDefinitionNode).operation === 'query'

// a GET's address carries the query: a longer one waits for the token (servers cap an address)
const LONGEST_GET_QUERY = 8_000

/**
 * GraphQL's credentials, in place of Redwood's token link: the ID token once Firebase has loaded,
 * and for a change (Firebase loaded for it); a query sent before goes over GET with the session
 * cookie, which the api accepts for queries only (api/src/lib/auth.ts).
 */
export const graphQLCredentials = setContext(async (operation, { headers }) => {
  const query = operation.query.definitions.every(isQuery)
  const source = operation.query.loc?.source.body
  const short =
    source !== undefined &&
    encodeURIComponent(source + JSON.stringify(operation.variables ?? {}))
      .length < LONGEST_GET_QUERY
  const token = loaded || !query || !short ? await idToken() : null
  if (token)
    return {
      headers: {
        ...headers,
        'auth-provider': 'firebase',
        authorization: `Bearer ${token}`,
      },
    }
  if (!query) return { headers }
  return {
    headers: {
      ...headers,
      'auth-provider': 'session-cookie',
      authorization: 'Session cookie',
    },
    fetchOptions: { method: 'GET' },
  }
})
