import { UserInputError } from '@redwoodjs/graphql-server'

export interface PageInput {
  page: number
  pageSize: number
  sortBy?: string | null
  descending?: boolean | null
}

export const MAX_PAGE_SIZE = 200

/**
 * Prisma's skip/take/orderBy for one page of a list sorted on the server; only the listed
 * fields sort (an orderBy from the client never reaches the database unchecked).
 */
export const pageQuery = (
  { page, pageSize, sortBy, descending }: PageInput,
  sortable: Record<string, (direction: 'asc' | 'desc') => object>,
  defaultSort: string
) => {
  if (page < 0 || pageSize < 1 || pageSize > MAX_PAGE_SIZE)
    throw new UserInputError('validation.page')
  const order = sortable[sortBy ?? defaultSort] ?? sortable[defaultSort]
  return {
    skip: page * pageSize,
    take: pageSize,
    orderBy: order(descending ? 'desc' : 'asc'),
  }
}
