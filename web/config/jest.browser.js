/* eslint-env node */
// What jsdom lacks and the real browser has, for components that rely on it.
// Headless UI's menus follow their anchor with a ResizeObserver.
global.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}
