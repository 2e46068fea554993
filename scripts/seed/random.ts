/** A seeded generator (mulberry32), so the demo data is the same on every machine. */
export const seededRandom = (seed: number) => {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    between: (min: number, max: number) => min + next() * (max - min),
    int: (min: number, max: number) =>
      Math.floor(min + next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
  }
}

export const addDays = (date: Date, days: number) =>
  new Date(date.getTime() + days * 86_400_000)
export const today = () => new Date(new Date().toISOString().slice(0, 10))
