// Every component under web/src/components is imported by a story file, or is on the exceptions list
// beside this check (exceptions.json: the component's path and why it has no story of its own).
import assert from 'node:assert/strict'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { test } from 'node:test'

const WEB_SRC = 'web/src'
const COMPONENTS = `${WEB_SRC}/components`
const exceptions = JSON.parse(readFileSync('storybook-check/exceptions.json', 'utf8'))

const filesUnder = (folder) =>
  readdirSync(folder, { recursive: true })
    .map((file) => path.join(folder, file))
    .filter((file) => file.endsWith('.tsx'))

const isComponent = (file) => !/\.(stories|test)\.tsx$/.test(file)

/** The component files a story file imports, by relative path or through `src/`. */
const importedBy = (storyFile) =>
  [...readFileSync(storyFile, 'utf8').matchAll(/from '((?:\.\.?|src)\/[^']+)'/g)].map(([, specifier]) => {
    const base = specifier.startsWith('src/')
      ? path.join(WEB_SRC, specifier.slice(4))
      : path.join(path.dirname(storyFile), specifier)
    return [`${base}.tsx`, path.join(base, `${path.basename(base)}.tsx`), path.join(base, 'index.tsx')].find(
      existsSync
    )
  })

const files = filesUnder(COMPONENTS)
const withStories = new Set(
  filesUnder(WEB_SRC)
    .filter((file) => file.endsWith('.stories.tsx'))
    .flatMap(importedBy)
)

test('every component has stories or an exception with its reason', () => {
  const missing = files.filter(isComponent).filter((file) => !withStories.has(file) && !exceptions[file])
  assert.deepEqual(missing, [], 'components with no story: write stories, or add them to exceptions.json with why')
})

test('every exception names a component without stories, and why', () => {
  for (const [file, reason] of Object.entries(exceptions)) {
    assert.ok(files.includes(file), `${file} is no component`)
    assert.ok(!withStories.has(file), `${file} has stories now: take it off the exceptions`)
    assert.ok(typeof reason === 'string' && reason.length > 10, `${file}: give the reason`)
  }
})
