import {
  AGREEMENT_PERIODS,
  CURRENT_CONTRACT_STATUSES,
  PROCESS_PROFILES,
  PROCESS_TYPES,
  personName,
  RESPONSE_STATUSES,
} from '@procura/shared'
import { useTranslation } from 'react-i18next'
import type {
  CandidateFields,
  ReferenceEntryFields,
  ReferenceFields,
} from 'types/graphql'

import type { SelectOption } from 'src/components/Form/SelectField'
import { inReadersWords } from 'src/components/Team/roleWords'

/** A row of a shared reference list, as the api sends it. */
export type ReferenceEntry = ReferenceEntryFields

/** The lists a process's fields choose from. */
export type ReferenceData = Omit<ReferenceFields, '__typename'>

/** A user a process can name (category manager, approver). */
export type Candidate = CandidateFields

const ENUMERATIONS = {
  processType: PROCESS_TYPES,
  processProfile: PROCESS_PROFILES,
  currentContractStatus: CURRENT_CONTRACT_STATUSES,
  responseStatus: RESPONSE_STATUSES,
  agreementPeriod: AGREEMENT_PERIODS,
}

/** Select options for the spec's enumerations, in the user's language. */
export const useEnumOptions = () => {
  const { t } = useTranslation()
  return (name: keyof typeof ENUMERATIONS): SelectOption[] =>
    ENUMERATIONS[name].map((value) => ({
      value,
      label: t(`process.enums.${name}.${value}`),
    }))
}

/** A reference entry's name in the user's language. */
export const useReferenceName = () => {
  const { i18n } = useTranslation()
  return (entry?: ReferenceEntry) =>
    entry ? (i18n.language.startsWith('pt') ? entry.namePt : entry.nameEn) : ''
}

/** Select options for a reference list: "CODE · name". */
export const useReferenceOptions = () => {
  const nameOf = useReferenceName()
  return (entries: ReferenceEntry[]): SelectOption[] =>
    entries.map((entry) => ({
      value: entry.id,
      label: `${entry.code} · ${nameOf(entry)}`,
    }))
}

/** Select options for the people a process names: "Name (role)", the product's roles in the reader's words. */
export const useCandidateOptions = () => {
  const { t } = useTranslation()
  return (candidates: Candidate[]): SelectOption[] =>
    candidates.map((candidate) => {
      const role = inReadersWords(t, {
        name: candidate.roleName,
        builtIn: candidate.roleBuiltIn,
      })
      return {
        value: candidate.id,
        label: `${personName(candidate)} (${role.name})`,
      }
    })
}
