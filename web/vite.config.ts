import dns from 'dns'
import { readFileSync, writeFileSync } from 'fs'
import path from 'path'
import { gzipSync } from 'zlib'

import type { Plugin, UserConfig } from 'vite'
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

// Redwood's plugin turns minification off (a note of its own says: while its server components are
// debugged): the app's JavaScript shipped as written, 1.7 MB for the first page. Set back after it.
const minified: Plugin = {
  name: 'procura-minified',
  config: () => ({ build: { minify: 'esbuild', cssMinify: 'esbuild' } }),
}

// Beside each text asset its gzip (level 9), for a front that serves the precompressed file
// (nginx's gzip_static, README "Deploy"): compressed once at build, not on every request.
const COMPRESSED = /\.(js|css|json|svg|html)$/
const gzipped: Plugin = {
  name: 'procura-gzipped',
  apply: 'build',
  writeBundle: ({ dir }, bundle) => {
    for (const fileName of Object.keys(bundle)) {
      if (!COMPRESSED.test(fileName) || !dir) continue
      const file = path.join(dir, fileName)
      writeFileSync(`${file}.gz`, gzipSync(readFileSync(file), { level: 9 }))
    }
  },
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
      // Firebase Auth, loaded after the first paint (src/lib/firebaseClient.ts): found late, it
      // reloaded the sign-up page under the end-to-end test
      'firebase/app',
      'firebase/auth',
      'graphql-tag',
      'papaparse',
      'react-dropzone',
      // the review's scenario chart: a reload there aborted the approval test's report tab
      'recharts',
    ],
  },
}

export default defineConfig(({ command }) =>
  command === 'build'
    ? {
        ...viteConfig,
        plugins: [...(viteConfig.plugins ?? []), minified, gzipped],
        resolve: esModulesOnly,
      }
    : viteConfig
)
