import path from 'node:path'

import type { StorybookConfig } from 'storybook-framework-redwoodjs-vite'
import type { Plugin, UserConfig } from 'vite'

import { getPaths, importStatementPath } from '@redwoodjs/project-config'

const redwoodProjectPaths = getPaths()

/**
 * Stories sign in with `mockCurrentUser`: the app's auth (a custom Firebase provider, made with
 * `createAuthentication`) gets Redwood's mocked one, as the framework does for `createAuth`.
 */
const mockedAuth: Plugin = {
  name: 'procura-mocked-auth',
  enforce: 'pre',
  transform: (code, id) =>
    id.endsWith('/web/src/auth.ts')
      ? code.replace(
          "from '@redwoodjs/auth'",
          "from '@redwoodjs/testing/dist/web/mockAuth.js'"
        )
      : undefined,
}

/**
 * The framework's providers mix `require` into a module, so the bundler hands them Redwood's CommonJS
 * builds of @redwoodjs/web and /router while the stories get their ES modules: two contexts of each,
 * and no cell would find its client, no link its location. Both get the ES modules.
 */
const moduleOf = (redwoodPackage: string, file: string) =>
  path.join(
    redwoodProjectPaths.base,
    'node_modules/@redwoodjs',
    redwoodPackage,
    'dist',
    file
  )
const redwoodWebAsModules = [
  { find: /^@redwoodjs\/web$/, replacement: moduleOf('web', 'index.js') },
  {
    find: /^@redwoodjs\/web\/apollo$/,
    replacement: moduleOf('web', 'apollo/index.js'),
  },
  {
    find: /^@redwoodjs\/web\/toast$/,
    replacement: moduleOf('web', 'toast/index.js'),
  },
  { find: /^@redwoodjs\/router$/, replacement: moduleOf('router', 'index.js') },
]

/** Vite's plugins as one list (a plugin may be a list of plugins, to any depth). */
const flattened = (items: unknown[]): unknown[] =>
  items.flatMap((item) => (Array.isArray(item) ? flattened(item) : [item]))

type Aliases = NonNullable<UserConfig['resolve']>['alias']
const aliasesOf = (aliases: Aliases) =>
  Array.isArray(aliases)
    ? aliases
    : Object.entries(aliases ?? {}).map(([find, replacement]) => ({
        find,
        replacement,
      }))

const config: StorybookConfig = {
  framework: 'storybook-framework-redwoodjs-vite',

  stories: [
    `${importStatementPath(
      redwoodProjectPaths.web.src
    )}/**/*.stories.@(js|jsx|ts|tsx|mdx)`,
  ],

  addons: ['@storybook/addon-essentials', '@storybook/addon-interactions'],

  // msw's service worker, which the cells' mocked queries go through (kept in step with msw)
  staticDirs: [{ from: '../../node_modules/msw/lib', to: '/' }],

  core: { disableTelemetry: true },

  // Redwood's plugin puts the whole app (entry.client) into every HTML page it serves: stories render
  // alone, so Storybook's frame gets no app behind them (its sign-in checks, its own requests).
  viteFinal: (viteConfig) => {
    const plugins = flattened(viteConfig.plugins ?? []) as Plugin[]
    const redwood = plugins.find(
      (plugin) => plugin?.name === 'redwood-plugin-vite'
    )
    if (redwood) delete redwood.transformIndexHtml
    return {
      ...viteConfig,
      plugins: [mockedAuth, ...plugins],
      resolve: {
        ...viteConfig.resolve,
        alias: [
          ...redwoodWebAsModules,
          ...aliasesOf(viteConfig.resolve?.alias),
        ],
      },
    }
  },
}

export default config
