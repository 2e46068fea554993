import type { SpendCodedField } from '@procura/shared'
import type { SpendReferenceLists as SpendReferenceListsFields } from 'types/graphql'

/** The lists a spend line's codes come from, as the import screens choose among them. */
export type SpendReferenceLists = Omit<SpendReferenceListsFields, '__typename'>

/** An entry of those lists. */
export type ReferenceEntry = SpendReferenceLists['units'][number]

export const SPEND_REFERENCE_LISTS = gql`
  fragment SpendReferenceLists on ReferenceData {
    businessDivisions {
      code
      nameEn
      namePt
    }
    regions {
      code
      nameEn
      namePt
    }
    materialCategories {
      code
      nameEn
      namePt
    }
    currencies {
      code
      nameEn
      namePt
    }
    units {
      code
      nameEn
      namePt
    }
  }
`

const LIST_OF: Record<
  Exclude<SpendCodedField, 'categoryManager'>,
  keyof SpendReferenceLists
> = {
  businessDivision: 'businessDivisions',
  region: 'regions',
  materialCategory: 'materialCategories',
  currency: 'currencies',
  unit: 'units',
}

/** The entries a coded field chooses from. */
export const entriesOf = (
  lists: SpendReferenceLists,
  field: Exclude<SpendCodedField, 'categoryManager'>
) => lists[LIST_OF[field]]

/** An entry as the language names it: "BR-SE · Southeast". */
export const entryLabel = (entry: ReferenceEntry, language: string) =>
  `${entry.code} · ${language.startsWith('pt') ? entry.namePt : entry.nameEn}`
