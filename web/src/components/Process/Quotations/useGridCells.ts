import { useCallback, useState } from 'react'

import { readNumberCell, type InvalidCell } from './quotationRows'

export type InvalidCells<Field extends string> = Map<
  number,
  Partial<Record<Field, InvalidCell>>
>

export interface CellChange<Field extends string> {
  rowIndex: number
  field: Field
  value: string
}

/**
 * A spreadsheet grid's rows, and the number cells whose text could not be read. Cells as typed or
 * pasted in `locale`: numbers are read once, here, into exact decimal text; one that cannot be
 * read keeps its text aside, with why, and the row keeps its last good value.
 */
export const useGridCells = <
  Field extends string,
  Row extends Record<Field, string>,
>(
  initialRows: () => Row[],
  numberFields: ReadonlySet<Field>
) => {
  const [rows, setRows] = useState(initialRows)
  const [invalid, setInvalid] = useState<InvalidCells<Field>>(() => new Map())

  const setCells = useCallback(
    (changes: CellChange<Field>[], locale: string) => {
      const read = changes.map((change) =>
        numberFields.has(change.field)
          ? { ...change, ...readNumberCell(change.value, locale) }
          : change
      )
      setRows((current) => {
        const next = [...current]
        for (const change of read)
          if ('value' in change)
            next[change.rowIndex] = {
              ...next[change.rowIndex],
              [change.field]: change.value,
            }
        return next
      })
      setInvalid((current) => {
        const next = new Map(current)
        for (const change of read) {
          const cells = { ...next.get(change.rowIndex) }
          if ('invalid' in change && change.invalid)
            cells[change.field] = change.invalid as InvalidCell
          else delete cells[change.field]
          if (Object.keys(cells).length) next.set(change.rowIndex, cells)
          else next.delete(change.rowIndex)
        }
        return next
      })
    },
    [numberFields]
  )

  /** Starts over from other rows (a round copied from the one before), nothing left unread. */
  const resetRows = useCallback((next: Row[]) => {
    setRows(next)
    setInvalid(new Map())
  }, [])

  return { rows, invalid, setCells, resetRows }
}
