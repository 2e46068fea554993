// Every GraphQL operation of the schema the build generated (.redwood/schema.graphql), with
// arguments and a selection written from its types, so that a new operation is probed unasked.
import { readFileSync } from 'node:fs'

import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql'

const schema = buildSchema(readFileSync('.redwood/schema.graphql', 'utf8'))

/** The operations that visitors may call: the SDL marks them @skipAuth (an auction's bidder by their portal link). */
export const PUBLIC_OPERATIONS = [
  'signUp',
  'requestPasswordReset',
  'resetPassword',
  'auctionBidder',
  'placeAuctionBid',
  'auctionBidderUpdates',
]

/** Every subscription, probed over server-sent events as the pages open them. */
export const subscriptions = Object.values(schema.getSubscriptionType()?.getFields() ?? {}).map((field) => ({
  kind: 'subscription',
  field,
}))

export const operations = [
  // `redwood` is Redwood's own root field (its version), not the product's
  ...Object.values(schema.getQueryType().getFields())
    .filter((field) => field.name !== 'redwood')
    .map((field) => ({ kind: 'query', field })),
  ...Object.values(schema.getMutationType().getFields()).map((field) => ({ kind: 'mutation', field })),
]

// the table an `<x>Id` argument or input field points at
const TABLE_OF_REFERENCE = {
  process: 'Process',
  fromContract: 'Contract',
  contract: 'Contract',
  item: 'ProcessItem',
  dualItem: 'ProcessItem',
  supplier: 'Supplier',
  quotation: 'Quotation',
  award: 'Award',
  plant: 'Plant',
  attachment: 'Attachment',
  role: 'Role',
  user: 'User',
  owner: 'User',
  categoryManager: 'User',
  completion: 'ChatCompletion',
  currency: 'Currency',
  country: 'Country',
  region: 'Region',
  category: 'Category',
  materialCategory: 'MaterialCategory',
  businessDivision: 'BusinessDivision',
  unitOfMeasure: 'UnitOfMeasure',
  incoterm: 'Incoterm',
  supplyOrigin: 'SupplyOrigin',
  contact: 'SupplierContact',
}
/** The table an operation's own `id` is of, by the operation's subject (deleteScenario: scenario). */
const TABLE_OF_SUBJECT = {
  contract: 'Contract',
  process: 'Process',
  role: 'Role',
  user: 'User',
  supplier: 'Supplier',
  scenario: 'AwardScenario',
  portalinvitation: 'PortalInvitation',
  // before spendimport: the longer subject first
  spendimportprofile: 'SpendImportProfile',
  spendimport: 'SpendImport',
  // importSpendDuplicates
  spendduplicates: 'SpendImport',
}

/** The table an argument or field named `name` refers to, if it is a reference. */
export const referencedTable = (name, operationName) => {
  if (name === 'id') {
    const subject = operationName.replace(/^(create|update|delete|save|send|apply|revoke|resend|reread|recompute|start|review|cancel|rollBack|import)/, '').toLowerCase()
    return Object.entries(TABLE_OF_SUBJECT).find(([start]) => subject.startsWith(start))?.[1]
  }
  // one id (supplierId) or a list of them (contactIds)
  const prefix = name.match(/^(\w+?)Ids?$/)?.[1]
  // a quotation's supplier is the process's row, not the master record
  if (prefix === 'supplier' && /quotation/i.test(operationName)) return 'ProcessSupplier'
  return prefix ? (TABLE_OF_REFERENCE[prefix] ?? null) : undefined
}

const plainString = (name) => {
  if (/email/i.test(name)) return `probe.${Date.now()}@example.com`
  if (/locale/i.test(name)) return 'en'
  if (/month/i.test(name)) return '2027-01'
  if (/date/i.test(name)) return '2027-01-01'
  return 'Probe'
}

const SCALARS = {
  Int: (name) => (name === 'pageSize' ? 10 : name === 'page' ? 0 : 1),
  Float: () => 1.5,
  Decimal: () => '1.5',
  Boolean: () => true,
  DateTime: () => '2027-01-01T00:00:00.000Z',
  Date: () => '2027-01-01',
  Time: () => '12:00:00',
  JSON: () => ({}),
  JSONObject: () => ({}),
  BigInt: () => 1,
}

/**
 * A value of `type` for `name`: references take ids from `idOf(table)`; unknown references are
 * reported through `unmapped`, so that a new kind of id cannot go unprobed.
 */
export const valueFor = (type, name, context) => {
  if (isNonNullType(type)) return valueFor(type.ofType, name, context)
  if (isListType(type)) return [valueFor(type.ofType, name, context)]
  if (isInputObjectType(type))
    return Object.fromEntries(
      Object.values(type.getFields()).map((field) => [field.name, valueFor(field.type, field.name, context)])
    )
  if (isEnumType(type)) return type.getValues()[0].value
  if (type.name === 'String') {
    const table = referencedTable(name, context.operation)
    if (table === null) context.unmapped.add(`${context.operation}: ${name}`)
    return table ? (context.idOf(table) ?? `no-${table}`) : plainString(name)
  }
  return SCALARS[type.name]?.(name) ?? null
}

const selectionOf = (type, depth) => {
  const named = getNamedType(type)
  if (!isObjectType(named)) return ''
  const fields = Object.values(named.getFields())
    .filter((field) => !field.args.some((arg) => isNonNullType(arg.type)))
    .map((field) => {
      if (isLeafType(getNamedType(field.type))) return field.name
      return depth > 0 ? `${field.name} ${selectionOf(field.type, depth - 1)}` : ''
    })
    .filter(Boolean)
  return `{ __typename ${fields.join(' ')} }`
}

/** The document that calls the operation with the given arguments, selecting what it answers. */
export const documentOf = ({ kind, field }, argNames) => {
  const args = field.args.filter((arg) => argNames.includes(arg.name))
  const declared = args.map((arg) => `$${arg.name}: ${arg.type}`).join(', ')
  const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ')
  return `${kind} Probe${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''} ${selectionOf(field.type, 2)} }`
}

/** Calls to make: the required arguments only, and every argument (filters with ids included). */
export const callsOf = (operation, idOf) => {
  const context = { operation: operation.field.name, idOf, unmapped: new Set() }
  const required = operation.field.args.filter((arg) => isNonNullType(arg.type)).map((arg) => arg.name)
  const all = operation.field.args.map((arg) => arg.name)
  const variablesOf = (names) =>
    Object.fromEntries(
      operation.field.args
        .filter((arg) => names.includes(arg.name))
        .map((arg) => [arg.name, valueFor(arg.type, arg.name, context)])
    )
  const calls = [{ query: documentOf(operation, required), variables: variablesOf(required) }]
  if (all.length > required.length) calls.push({ query: documentOf(operation, all), variables: variablesOf(all) })
  return { calls, unmapped: [...context.unmapped] }
}

/**
 * Each leaf of an operation's arguments (path, GraphQL type name, field name), for feeding
 * malformed values one at a time.
 */
export const leavesOf = (operation) => {
  const leaves = []
  const walk = (type, name, path) => {
    if (isNonNullType(type)) return walk(type.ofType, name, path)
    if (isListType(type)) return walk(type.ofType, name, [...path, 0])
    if (isInputObjectType(type)) {
      leaves.push({ path, type: 'object', name })
      for (const field of Object.values(type.getFields())) walk(field.type, field.name, [...path, field.name])
      return
    }
    leaves.push({ path, type: isEnumType(type) ? 'enum' : type.name, name, operation: operation.field.name })
  }
  for (const arg of operation.field.args) walk(arg.type, arg.name, [arg.name])
  return leaves
}
