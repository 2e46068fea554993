import { selectionOf } from './savingsLinks'

describe('the process list opened from the dashboard', () => {
  it('reads the selection a number links to', () => {
    expect(
      selectionOf({
        from: 'dashboard',
        stage: 'APPROVED',
        categoryManagerId: 'user-1',
        processType: 'EXTENSION_LENGTH',
        fromMonth: '2026-01',
        toMonth: '2026-12',
      })
    ).toEqual({
      stage: 'APPROVED',
      filter: expect.objectContaining({
        categoryManagerId: 'user-1',
        processType: 'EXTENSION_LENGTH',
        fromMonth: '2026-01',
        toMonth: '2026-12',
      }),
    })
  })

  it('ignores values that are not the enumerations’, and lists opened otherwise', () => {
    const selection = selectionOf({
      from: 'dashboard',
      stage: 'LOST',
      processProfile: 'NONE',
    })
    expect(selection.stage).toBeNull()
    expect(selection.filter.processProfile).toBeUndefined()
    expect(selectionOf({ stage: 'APPROVED' })).toBeNull()
  })
})
