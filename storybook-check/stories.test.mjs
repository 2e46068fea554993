// Every story of the static Storybook build (web/storybook-static), rendered in Debian's Chromium in
// both languages, as a designer opens it: it fails when it throws (its render or its play function),
// logs an error (a missing translation included), shows a raw translation key, or has a serious or
// critical axe-core violation.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { after, before, describe, test } from 'node:test'

import { launchBrowser, seriousAccessibilityViolations, translationKeysShown } from '../e2e/browser.mjs'

import { serveStatic } from './serveStatic.mjs'

const BUILD = 'web/storybook-static'
const LOCALES = ['en', 'pt']
// a story is done once it rendered, and played when it has a play function
const DONE = ['completed', 'errored', 'aborted']

// STORIES=<text>: only the stories whose id holds it, for a local run (`STORIES=cells-processcell`)
const stories = Object.values(JSON.parse(readFileSync(`${BUILD}/index.json`, 'utf8')).entries).filter(
  (entry) => entry.type === 'story' && entry.id.includes(process.env.STORIES ?? '')
)

let browser
let server
before(async () => {
  server = await serveStatic(BUILD)
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
  server?.close()
})

/** One page for a language's stories: Storybook switches between them as its sidebar does. */
const storyPage = async (locale) => {
  const page = await browser.newPage({ viewport: { width: 1500, height: 1000 } })
  page.setDefaultTimeout(20_000)
  const errors = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('response', (response) => response.status() >= 400 && errors.push(`${response.status()} ${response.url()}`))
  await page.goto(`${server.url}/iframe.html?id=${stories[0].id}&viewMode=story&globals=locale:${locale}`)
  return { page, errors }
}

/** Shows a story and waits until it rendered (and played): its phase, as Storybook reports it. */
const render = async (page, id) => {
  await page.waitForFunction(() => window.__STORYBOOK_PREVIEW__?.currentRender)
  await page.evaluate((storyId) => {
    window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'story' })
  }, id)
  const phase = await page.waitForFunction(
    ([storyId, done]) => {
      const current = window.__STORYBOOK_PREVIEW__.currentRender
      return current?.id === storyId && done.includes(current.phase) && current.phase
    },
    [id, DONE]
  )
  // what a story does once drawn (a cell's mocked query, a chart's first measure) settles
  await page.waitForTimeout(150)
  return phase.jsonValue()
}

for (const locale of LOCALES)
  describe(`stories in ${locale}`, () => {
    let session
    before(async () => {
      session = await storyPage(locale)
    })
    after(() => session?.page.close())

    for (const story of stories)
      test(`${story.title} › ${story.name} (${locale})`, async () => {
        const { page, errors } = session
        errors.length = 0
        const phase = await render(page, story.id)
        assert.equal(phase, 'completed', `the story ${phase}: ${errors.join('\n')}`)
        assert.deepEqual(errors, [], 'the story logged errors')
        assert.deepEqual(await translationKeysShown(page), [], 'the story shows translation keys')
        assert.deepEqual(await seriousAccessibilityViolations(page), [], 'axe: serious or critical violations')
      })
  })
