import { decimalText, isDecimalText } from '@procura/shared'
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql'

// Money and volumes travel as decimal text ("1234.5"): a JSON number is a binary float and loses cents.

const refused = () =>
  new GraphQLError('validation.number', {
    extensions: { code: 'BAD_USER_INPUT' },
  })

const decimalOf = (value: unknown) => {
  if (typeof value !== 'string' || !isDecimalText(value)) throw refused()
  return value
}

export const schema = gql`
  "An exact decimal, written as text: digits, an optional point and decimals, no grouping, no exponent"
  scalar Decimal
`

export const resolvers = {
  Decimal: new GraphQLScalarType({
    name: 'Decimal',
    description: 'An exact decimal, written as text',
    // Prisma's Decimal, numeric text from SQL, or a Dec of the shared formulas; never exponent notation
    serialize: (value) =>
      typeof value === 'object' && value !== null && 'toFixed' in value
        ? (value as { toFixed(): string }).toFixed()
        : decimalOf(typeof value === 'number' ? decimalText(value) : value),
    parseValue: decimalOf,
    parseLiteral: (ast) =>
      decimalOf(ast.kind === Kind.STRING ? ast.value : undefined),
  }),
}
