// What GraphQL's custom scalars are on the web (codegen.yml maps them here for web/types/graphql.d.ts):
// text as JSON carries it; a decimal is a string of its own, whose arithmetic goes through @procura/shared.
export type { DecimalString as Decimal } from '@procura/shared'
export type DateTime = string
export type Date = string
export type Time = string
