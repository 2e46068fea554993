import { dec, decimalText, type DecimalString } from '@procura/shared'
import type { Scalars } from 'types/graphql'

// The GraphQL Decimal as the web's generated types give it: decimal text of its own. The type check
// runs this file too: each @ts-expect-error fails it if the line it marks ever type-checks.
describe('a Decimal on the web', () => {
  it('is decimal text, whose arithmetic goes through the shared decimal functions', () => {
    const price: Scalars['Decimal'] = '1000000000000.10'
    const volume: Scalars['Decimal'] = '-0.50'
    // @ts-expect-error arithmetic on decimal text
    const product = price * 2
    // @ts-expect-error a number in its place
    const fromNumber: Scalars['Decimal'] = 12.5
    // @ts-expect-error any text in its place
    const fromText: DecimalString = 'twelve' as string
    // @ts-expect-error '+' joins the texts: what it makes never lands in a number
    const sum: number = price + volume

    expect(decimalText(dec(price).times(volume))).toBe('-500000000000.05')
    expect(price + volume).toBe('1000000000000.10-0.50')
    expect([product, fromNumber, fromText, sum]).toHaveLength(4)
  })
})
