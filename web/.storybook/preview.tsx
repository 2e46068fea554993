import type { Preview } from '@storybook/react'
import { I18nextProvider } from 'react-i18next'

import { toast, Toaster } from '@redwoodjs/web/toast'

import i18n, { i18nReady } from 'src/i18n'
import { answerLiveLines } from 'src/lib/storyApi'
import Routes from 'src/Routes'

import 'src/index.css'

// Every story in either language and at the widths the screens are judged at, from the toolbar
// (or the URL: `globals=locale:pt;width:768`), without editing the story.
const STORY_WIDTHS = ['1440', '1100', '768'] as const

// A key the catalogue lacks is an error a story shows: the story check fails on it.
Object.assign(i18n.options, {
  saveMissing: true,
  missingKeyHandler: (...missing: unknown[]) =>
    console.error(
      `Missing translation: ${JSON.stringify(missing.slice(0, 3))}`
    ),
})

// the pages' live lines (subscriptions) are answered here: no story reaches for a server
answerLiveLines()

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language',
      defaultValue: 'en',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'pt', title: 'Português (Brasil)' },
        ],
        dynamicTitle: true,
      },
    },
    width: {
      description: 'Width of the frame',
      defaultValue: '1440',
      toolbar: {
        title: 'Width',
        icon: 'browser',
        items: STORY_WIDTHS.map((width) => ({
          value: width,
          title: `${width} px`,
        })),
        dynamicTitle: true,
      },
    },
  },
  loaders: [
    async ({ globals }) => {
      // a toast of the story shown before is not this story's
      toast.remove()
      await i18nReady
      await i18n.changeLanguage(globals.locale)
      return {}
    },
  ],
  decorators: [
    (Story, { globals }) => (
      <I18nextProvider i18n={i18n}>
        {/* the app's routes, named for every link a story draws (the mocked router only names them) */}
        <Routes />
        {/* what a story's actions answer, as the app shows it */}
        <Toaster toastOptions={{ duration: 4000 }} />
        <div style={{ width: `${globals.width}px`, padding: '1rem' }}>
          <Story />
        </div>
      </I18nextProvider>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
  },
}

export default preview
