import dns from 'dns'

import type { UserConfig } from 'vite'
import { defineConfig } from 'vite'

import redwood from '@redwoodjs/vite'

// So that Vite will load on localhost instead of `127.0.0.1`.
// See: https://vitejs.dev/config/server-options.html#server-host.
dns.setDefaultResultOrder('verbatim')

// Redwood's web packages are CommonJS and require Apollo's and graphql's CommonJS builds, while
// the app imports their ES modules: the build bundled both copies (120 KB gzip of every page's
// first load, `yarn bench pages`). There every import gets the ES modules; the dev server, which
// pre-bundles dependencies its own way, is left as it was.
const esModulesOnly = {
  alias: [
      { find: /^@apollo\/client$/, replacement: '@apollo/client/index.js' },
      {
        find: /^@apollo\/client\/(.+)\/[^/]+\.cjs$/,
        replacement: '@apollo/client/$1/index.js',
      },
      { find: /^graphql$/, replacement: 'graphql/index.mjs' },
    { find: /^graphql\/(.+)\.js$/, replacement: 'graphql/$1.mjs' },
  ],
}

const viteConfig: UserConfig = {
  plugins: [redwood()],
  optimizeDeps: {
    // found only once a lazily loaded page imports them: bundled up front, so that the dev server
    // never reloads a page the user (or an end-to-end test) is working in
    include: [
      '@apollo/client',
      '@hookform/resolvers/yup',
      '@redwoodjs/forms',
      '@tanstack/react-table',
      'graphql-tag',
      'papaparse',
      'react-dropzone',
      // the review's scenario chart: a reload there aborted the approval test's report tab
      'recharts',
    ],
  },
}

export default defineConfig(({ command }) =>
  command === 'build' ? { ...viteConfig, resolve: esModulesOnly } : viteConfig
)
