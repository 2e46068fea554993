/** A number the user is still typing (blank, NaN, half-typed): what it is worth so far, else 0. */
export const typedNumber = (value: unknown) =>
  Number.isFinite(Number(value)) ? Number(value) : 0
