import type { SpendImportRecord } from './spendImportRecord'

/** How far a running import is: rows per second, percent of the file read, seconds left. */
export const importProgress = (
  {
    rowsRead,
    bytesRead,
    size,
    startedAt,
  }: Pick<SpendImportRecord, 'rowsRead' | 'bytesRead' | 'size' | 'startedAt'>,
  now: number
) => {
  const seconds = startedAt ? (now - Date.parse(startedAt)) / 1000 : 0
  const fraction = size ? Math.min(1, bytesRead / size) : 0
  return {
    rate: seconds > 0 ? Math.round(rowsRead / seconds) : 0,
    percent: Math.floor(fraction * 100),
    // the bytes still to read at the speed so far
    secondsLeft:
      fraction > 0 && fraction < 1
        ? (seconds * (1 - fraction)) / fraction
        : null,
  }
}
