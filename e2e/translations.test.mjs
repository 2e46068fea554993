import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { after, before, test } from 'node:test'

import { graphqlAs, idTokenOf, launchBrowser, newPage, signIn, translationKeysShown } from './browser.mjs'

const demo = JSON.parse(readFileSync('scripts/seed/demoAccount.json', 'utf8'))
const STEPS = ['general', 'items', 'pipeline', 'suppliers', 'quotations', 'awardees', 'review', 'flow', 'final']

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

/** A seeded process with everything (items, rounds, awards, reviews), and one still in review. */
const seededProcesses = async () => {
  const { processes } = await graphqlAs(
    await idTokenOf(demo),
    '{ processes(page: { page: 0, pageSize: 50 }) { items { id status } } }'
  )
  const ids = ['APPROVED', 'IN_REVIEW', 'REJECTED'].flatMap((status) =>
    processes.items.filter((process) => process.status === status).slice(0, 1).map((process) => process.id)
  )
  assert.ok(ids.length >= 2, 'the demo has processes approved and in review')
  return ids
}

for (const locale of ['en', 'pt'])
  test(`no step of a seeded process shows a translation key (${locale})`, async () => {
    const page = await newPage(browser, locale)
    await signIn(page, demo, locale)
    await page.waitForURL('**/app')
    const found = []
    for (const id of await seededProcesses())
      for (const step of STEPS) {
        await page.goto(`/app/process/${id}/${step}`)
        await page.getByRole('navigation', { name: locale === 'en' ? 'Process steps' : 'Etapas do processo' }).waitFor()
        // the step's own content, loaded: no skeleton left
        await page.waitForFunction(() => !document.querySelector('main [role="status"].animate-pulse'))
        for (const key of await translationKeysShown(page)) found.push(`${step}: ${key}`)
      }
    assert.deepEqual([...new Set(found)], [])
    await page.context().close()
  })

// a select shows its chosen option's text in what is left of its width after its padding and arrow
const cutSelects = () =>
  [...document.querySelectorAll('main select')].flatMap((select) => {
    const style = getComputedStyle(select)
    const context = document.createElement('canvas').getContext('2d')
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
    const text = select.selectedOptions[0]?.text ?? ''
    const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
    return context.measureText(text).width > room ? [`${select.getAttribute('aria-label')}: ${text}`] : []
  })

// a toolbar with a download link: every control in it of one size (type, padding, height; a row of
// flex items stretches their boxes, so their own height is read from their style)
const unevenToolbars = () =>
  [...document.querySelectorAll('main a[download]')].flatMap((link) => {
    const controls = [...link.parentElement.children].filter((child) => /^(A|BUTTON|LABEL)$/.test(child.tagName))
    const sizes = controls.map((control) => {
      const style = getComputedStyle(control)
      return `${style.fontSize} ${style.fontWeight} ${style.paddingLeft} ${style.minHeight} ${style.height}`
    })
    return new Set(sizes).size > 1 ? [controls.map((control, i) => `${control.textContent.trim()} (${sizes[i]})`).join(', ')] : []
  })

for (const locale of ['en', 'pt'])
  test(`every dashboard filter shows its whole label, every toolbar one size (${locale})`, async () => {
    const page = await newPage(browser, locale)
    await page.setViewportSize({ width: 1100, height: 900 })
    await signIn(page, demo, locale)
    await page.waitForURL('**/app')
    const cut = []
    const uneven = []
    for (const path of ['/app', '/app/traffic-light', '/app/traffic-light/contract', '/app/spending-analysis']) {
      await page.goto(path)
      await page.locator('main select').first().waitFor()
      await page.waitForFunction(() => !document.querySelector('main [role="status"].animate-pulse'))
      for (const select of await page.evaluate(cutSelects)) cut.push(`${path} ${select}`)
      for (const toolbar of await page.evaluate(unevenToolbars)) uneven.push(`${path} ${toolbar}`)
    }
    assert.deepEqual(cut, [])
    assert.deepEqual(uneven, [])
    await page.context().close()
  })
