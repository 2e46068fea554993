import type { ProcessFields } from 'types/graphql'

/** A process as ProcessCell loads it for its steps. */
export type ProcessRecord = ProcessFields

/** A supplier as the process lists it: the master's values while the process can change. */
export type ProcessSupplierRow = Omit<
  ProcessRecord['suppliers'][number],
  '__typename' | 'id'
> & {
  /** null until the step is saved */
  id: string | null
}

/** Steps may change only while the process is prepared (spec §4: not once sent for approval). */
export const isEditable = (process: Pick<ProcessRecord, 'status'>) =>
  process.status === 'DRAFT' || process.status === 'REJECTED'
