import { minimise, type LinearModel } from './solver'

const model = (rows: LinearModel['rows']): LinearModel => ({
  objective: new Map([
    ['a', 3],
    ['b', 2],
  ]),
  rows,
  fractions: ['a'],
  binaries: ['b'],
})

/** Choosing 3 of 30 suppliers for 300 items with prices drawn at random: hard to prove. */
const hardModel = (): LinearModel => {
  let state = 7
  const next = () => (state = (state * 16807) % 2147483647) / 2147483647
  const hard: LinearModel = {
    objective: new Map(),
    rows: [],
    fractions: [],
    binaries: [],
  }
  for (let s = 0; s < 30; s++) hard.binaries.push(`y${s}`)
  hard.rows.push({
    terms: hard.binaries.map((y) => [y, 1]),
    sense: '<=',
    rhs: 3,
  })
  for (let i = 0; i < 300; i++) {
    const cover: [string, number][] = []
    for (let s = 0; s < 30; s++) {
      const x = `x${i}_${s}`
      hard.objective.set(x, 0.85 + next() * 0.3)
      hard.fractions.push(x)
      cover.push([x, 1])
      hard.rows.push({
        terms: [
          [x, 1],
          [`y${s}`, -1],
        ],
        sense: '<=',
        rhs: 0,
      })
    }
    hard.rows.push({ terms: cover, sense: '=', rhs: 1 })
  }
  return hard
}

describe('the MIP solver', () => {
  it('finds the optimum of a small model', async () => {
    const solution = await minimise(
      model([
        {
          terms: [
            ['a', 1],
            ['b', 1],
          ],
          sense: '>=',
          rhs: 1.5,
        },
      ])
    )
    expect(solution).toEqual({
      status: 'optimal',
      values: new Map([
        ['a', 0.5],
        ['b', 1],
      ]),
      gap: 0,
    })
  })

  it('says when no solution exists', async () => {
    expect(
      await minimise(
        model([
          {
            terms: [
              ['a', 1],
              ['b', 1],
            ],
            sense: '>=',
            rhs: 3,
          },
        ])
      )
    ).toEqual({
      status: 'infeasible',
    })
  })

  it('stops at its time limit with what it has, not proven, and says how far from proven', async () => {
    const solution = await minimise(hardModel(), 0.5)
    expect(['stopped', 'unsolved']).toContain(solution.status)
    if (solution.status === 'stopped') expect(solution.gap).toBeGreaterThan(0)
  })

  it('drops a solve whose signal is aborted, and keeps solving the next ones', async () => {
    const cancel = new AbortController()
    const solving = minimise(hardModel(), 60, cancel.signal)
    cancel.abort(new Error('cancelled'))
    await expect(solving).rejects.toThrow('cancelled')
    expect((await minimise(model([]))).status).toBe('optimal')
  })
})
