// What GraphQL's custom scalars are on the api (codegen.yml maps them here for api/types/graphql.d.ts):
// what resolvers may return, as api/src/graphql/decimal.sdl.ts serializes it, and Redwood's dates.
import type { Prisma } from '@prisma/client'

import type { Dec } from '@procura/shared'

export type Decimal = Prisma.Decimal | Dec | string
export type DateTime = globalThis.Date | string
export type Date = globalThis.Date | string
export type Time = globalThis.Date | string
