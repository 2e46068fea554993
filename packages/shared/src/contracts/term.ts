// A contract's term in calendar months (shared/notes/domain.md "length"), both of its days included:
// a term of N months runs from its start to the day before the same day N months on, and a day that
// month lacks (31 January → 31 February) is the next month's first. So 01/01/2027–31/12/2027 is 12
// months and 31/01/2027–28/02/2027 is one. PostgreSQL counts the list's length the same way
// (contractRows.ts), on the day after the end.

const DAY = 24 * 60 * 60 * 1000

const partsOf = (iso: string) =>
  iso.split('-').map(Number) as [number, number, number]

const isoOf = (time: number) => new Date(time).toISOString().slice(0, 10)

/** The last day of a term of `months` from `start`: the day before the same day that many months on. */
export const termEnd = (start: string, months: number) => {
  const [year, month, day] = partsOf(start)
  const sameDay = new Date(Date.UTC(year, month - 1 + months, day))
  // the month lacks that day: the term's next one starts on the first of the month after
  const next =
    sameDay.getUTCDate() === day
      ? sameDay.getTime()
      : Date.UTC(year, month + months, 1)
  return isoOf(next - DAY)
}
