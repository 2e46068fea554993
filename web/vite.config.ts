import dns from 'dns'

import type { UserConfig } from 'vite'
import { defineConfig } from 'vite'

import redwood from '@redwoodjs/vite'

// So that Vite will load on localhost instead of `127.0.0.1`.
// See: https://vitejs.dev/config/server-options.html#server-host.
dns.setDefaultResultOrder('verbatim')

const viteConfig: UserConfig = {
  plugins: [redwood()],
  optimizeDeps: {
    // found only once a lazily loaded page imports them: bundled up front, so that the dev server
    // never reloads a page the user (or an end-to-end test) is working in
    include: [
      '@hookform/resolvers/yup',
      '@redwoodjs/forms',
      '@tanstack/react-table',
      'graphql-tag',
      'papaparse',
      'react-dropzone',
    ],
  },
}

export default defineConfig(viteConfig)
