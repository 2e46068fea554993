/* eslint-env node, jest */
// What jsdom lacks and the real browser has, for components that rely on it.
// Headless UI's menus follow their anchor with a ResizeObserver.
global.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}
// The app loads a language's messages as it is first used; the tests read both.
beforeAll(async () => {
  const { default: i18n, i18nReady } = require('src/i18n')
  await i18nReady
  await i18n.loadLanguages(['en', 'pt'])
})
