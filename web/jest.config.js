// More info at https://redwoodjs.com/docs/project-configuration-dev-test-build
const preset = require('@redwoodjs/testing/config/jest/web/jest-preset')

const config = {
  rootDir: '../',
  preset: '@redwoodjs/testing/config/jest/web',
  setupFilesAfterEnv: [
    ...preset.setupFilesAfterEnv,
    '<rootDir>/web/config/jest.browser.js',
  ],
}

module.exports = config
