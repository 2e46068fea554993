import { toast } from '@redwoodjs/web/toast'

// the toaster's module exports are read-only: replace the module to watch its calls
jest.mock('@redwoodjs/web/toast', () => ({
  toast: { error: jest.fn(), success: jest.fn() },
}))

import { showCookieToasts, toastAfterReload } from './cookieToasts'

describe('showCookieToasts', () => {
  beforeEach(() => jest.clearAllMocks())

  it('shows the error and success cookies, translated, then clears them', () => {
    const error = toast.error as jest.Mock
    const success = toast.success as jest.Mock
    document.cookie = 'error=auth.errors.expiredToken; path=/'
    document.cookie = `success=${encodeURIComponent('Profile updated')}; path=/`

    showCookieToasts()

    expect(error).toHaveBeenCalledWith('Expired token')
    expect(success).toHaveBeenCalledWith('Profile updated')
    expect(document.cookie).not.toMatch(/(^|; )(error|success)=./)
  })

  it('shows nothing without those cookies', () => {
    const error = toast.error as jest.Mock

    showCookieToasts()

    expect(error).not.toHaveBeenCalled()
  })

  it("carries a decision's confirmation over the reload that follows it", () => {
    toastAfterReload('success', 'process.flow.approved')

    showCookieToasts()

    expect(toast.success).toHaveBeenCalledWith('Process approved')
  })
})
