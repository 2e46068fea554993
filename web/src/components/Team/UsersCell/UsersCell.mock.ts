import type { UsersQuery } from 'types/graphql'

import { users } from '../Team.fixtures'

// The team of a food company as the Owner lists it: more people than a page shows, accents in their
// names, one disabled.

export const standard = (): UsersQuery => users(40)

/** A company whose Owner is alone: the list the api answers before anyone is added. */
export const empty = (): UsersQuery => ({ users: { total: 0, items: [] } })
