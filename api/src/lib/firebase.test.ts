// The emulator accepts unsigned tokens, so production must never talk to it for a real project.
const loadFirebaseWith = (env: Record<string, string>) => {
  const saved = { ...process.env }
  Object.assign(process.env, env)
  try {
    jest.isolateModules(() => {
      require('./firebase')
    })
    return process.env.FIREBASE_AUTH_EMULATOR_HOST
  } finally {
    process.env = saved
  }
}

describe('firebase', () => {
  it('ignores FIREBASE_AUTH_EMULATOR_HOST when NODE_ENV is production', () => {
    expect(
      loadFirebaseWith({
        NODE_ENV: 'production',
        FIREBASE_PROJECT_ID: 'procura-prod',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9999',
      })
    ).toBeUndefined()
  })

  it('keeps it in production for an offline demo-* project (the production-build tests)', () => {
    expect(
      loadFirebaseWith({
        NODE_ENV: 'production',
        FIREBASE_PROJECT_ID: 'demo-procura',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9999',
      })
    ).toBe('127.0.0.1:9999')
  })

  it('keeps it in development and tests', () => {
    expect(
      loadFirebaseWith({
        NODE_ENV: 'test',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9999',
      })
    ).toBe('127.0.0.1:9999')
  })
})
