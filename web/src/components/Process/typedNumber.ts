import { decimalText, NumberProblem } from '@procura/shared'

/**
 * A number as the form holds it while the user types (decimal text, a whole number, or the problem
 * its text has): its exact value, or null while it is empty or unreadable. Empty is never zero:
 * a figure computed from it is "incomplete", not a result.
 */
export const typedNumber = (value: unknown) => {
  if (value instanceof NumberProblem || value === '' || value == null)
    return null
  if (typeof value === 'number')
    return Number.isFinite(value) ? decimalText(value) : null
  if (typeof value === 'string') {
    try {
      return decimalText(value)
    } catch {
      return null
    }
  }
  return null
}

/** Every value typed, or null when any is missing: what a derived figure needs. */
export const allTyped = <K extends string>(values: Record<K, unknown>) => {
  const typed = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typedNumber(value)])
  ) as Record<K, string | null>
  return Object.values(typed).every((value) => value !== null)
    ? (typed as Record<K, string>)
    : null
}
