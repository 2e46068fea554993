import { withoutPortalTokens } from './logger'

describe('withoutPortalTokens', () => {
  it("keeps no portal link's token, wherever the path stands in the line", () => {
    const token = 'Qm9vbS1ib29tLXRva2VuLW9mLTQzLWNoYXJhY3RlcnM'
    const line = JSON.stringify({
      msg: 'incoming request',
      req: { url: `/portal/${token}/receipt/9f1c?x=1`, method: 'GET' },
      err: `PortalLinkError at /api/portal/${token}`,
    })

    const logged = withoutPortalTokens(line)

    expect(logged).not.toContain(token)
    expect(JSON.parse(logged)).toEqual({
      msg: 'incoming request',
      req: { url: '/portal/[token]/receipt/9f1c?x=1', method: 'GET' },
      err: 'PortalLinkError at /api/portal/[token]',
    })
  })

  it('leaves file paths of the portal service as they are', () => {
    const stack =
      'at closeRound (/app/api/dist/services/portal/closeRound.js:120:5)'
    expect(withoutPortalTokens(stack)).toBe(stack)
  })
})
