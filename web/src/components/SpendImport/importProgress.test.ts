import { importProgress } from './importProgress'

describe('importProgress', () => {
  const startedAt = '2026-11-24T10:00:00.000Z'
  const at = (seconds: number) => Date.parse(startedAt) + seconds * 1000

  it('reads rate, percent and time left off the rows and bytes read so far', () => {
    expect(
      importProgress(
        {
          rowsRead: 50_000,
          bytesRead: 25_000_000,
          size: 100_000_000,
          startedAt,
        },
        at(10)
      )
    ).toEqual({ rate: 5_000, percent: 25, secondsLeft: 30 })
  })

  it('says nothing of time left before it starts and once the file is read', () => {
    expect(
      importProgress(
        { rowsRead: 0, bytesRead: 0, size: 1_000, startedAt: null },
        at(5)
      )
    ).toEqual({ rate: 0, percent: 0, secondsLeft: null })
    expect(
      importProgress(
        { rowsRead: 900, bytesRead: 1_000, size: 1_000, startedAt },
        at(3)
      )
    ).toEqual({ rate: 300, percent: 100, secondsLeft: null })
  })
})
