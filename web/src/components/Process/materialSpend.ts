import type {
  MaterialSpendQuery,
  MaterialSpendQueryVariables,
} from 'types/graphql'

import { useQuery } from '@redwoodjs/web'

// Spend → sourcing: what the company spent on an item's material in the last twelve months.

export const MATERIAL_SPEND = gql`
  query MaterialSpendQuery($materials: [String!]!) {
    materialSpend(materials: $materials) {
      material
      unitOfMeasureId
      annualSpend
      annualVolume
      historicalPrice
      months {
        month
        spend
        volume
      }
    }
  }
`

/** A material's year of spend. */
export type MaterialSpend = MaterialSpendQuery['materialSpend'][number]

/** Each item code's year of spend, by code (a code the spend has never bought is absent). */
export const useMaterialSpend = (codes: string[]) => {
  const { data } = useQuery<MaterialSpendQuery, MaterialSpendQueryVariables>(
    MATERIAL_SPEND,
    { variables: { materials: codes }, skip: !codes.length }
  )
  return new Map(
    (data?.materialSpend ?? []).map((spend) => [spend.material, spend])
  )
}
