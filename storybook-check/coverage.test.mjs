// What a designer can open in Storybook, checked from the source:
// - every component under web/src/components is rendered by a story (a story file imports it and draws it
//   as JSX; an import for its types or constants alone does not count), or is on the exceptions list with
//   why (exceptions.json, `components`: most are parts shown by their parent's stories);
// - every cell has a `.mock.ts` beside it whose `standard` is its Success data, and stories named `loading`,
//   `empty`, `failure` and `success` drawing its Loading, Empty, Failure and Success (`success` from
//   `standard`; `empty` draws Success on empty data when the cell has no Empty, as Redwood's cell does).
//   A state may be left out only when the cell draws nothing for it (`export const Loading = () => null`),
//   with why (exceptions.json, `cellStates`, keyed `<cell file>#<story>`).
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

/** The file an import specifier names, by relative path or through `src/`. */
const resolve = (storyFile, specifier) => {
  const base = specifier.startsWith('src/')
    ? path.join(WEB_SRC, specifier.slice(4))
    : path.join(path.dirname(storyFile), specifier)
  return [`${base}.tsx`, path.join(base, `${path.basename(base)}.tsx`), path.join(base, 'index.tsx')].find(existsSync)
}

/** The names an import clause binds: `Default`, `{ A, B as C }`, `Default, { A }`, `type` ones left out. */
const boundNames = (clause) => {
  const names = []
  const braces = clause.match(/\{([^}]*)\}/)
  const outside = clause.replace(/\{[^}]*\}/, '').replace(/,/g, ' ').trim()
  if (outside && !outside.startsWith('* as')) names.push(outside)
  for (const part of braces?.[1].split(',') ?? []) {
    const name = part.trim()
    if (!name || name.startsWith('type ')) continue
    names.push(name.split(/\s+as\s+/).pop())
  }
  return names
}

/** Whether story text draws a component: as JSX, or as the `component` its stories' args render. */
const draws = (text, name) => new RegExp(`<${name}[\\s/>]|\\bcomponent: ${name}\\b`).test(text)

/** The component files a story file renders: imported (not for types only) and drawn. */
const renderedBy = (storyFile) => {
  const source = readFileSync(storyFile, 'utf8')
  return [...source.matchAll(/^import (?!type )([^'"]+?) from '((?:\.\.?|src)\/[^']+)'/gm)]
    .filter(([, clause]) => boundNames(clause).some((name) => draws(source, name)))
    .map(([, , specifier]) => resolve(storyFile, specifier))
    .filter(Boolean)
}

const files = filesUnder(COMPONENTS)
const storyFiles = filesUnder(WEB_SRC).filter((file) => file.endsWith('.stories.tsx'))
const withStories = new Set(storyFiles.flatMap(renderedBy))
const componentExceptions = exceptions.components
const stateExceptions = exceptions.cellStates

test('every component is rendered by a story, or is an exception with its reason', () => {
  const missing = files.filter(isComponent).filter((file) => !withStories.has(file) && !componentExceptions[file])
  assert.deepEqual(missing, [], 'components no story renders: write stories, or add them to exceptions.json with why')
})

test('every component exception names a component no story renders, and why', () => {
  for (const [file, reason] of Object.entries(componentExceptions)) {
    assert.ok(files.includes(file), `${file} is no component`)
    assert.ok(!withStories.has(file), `${file} has stories now: take it off the exceptions`)
    assert.ok(typeof reason === 'string' && reason.length > 10, `${file}: give the reason`)
  }
})

// ---- cells: their four states, from a mock beside them

const cells = filesUnder(WEB_SRC).filter((file) => /Cell\.tsx$/.test(file))
const STATES = { loading: 'Loading', empty: 'Empty', failure: 'Failure', success: 'Success' }

/** What a story file exports as `export const name`, each with its text up to the next export. */
const storiesIn = (source) => {
  const starts = [...source.matchAll(/^export const (\w+)/gm)]
  return new Map(
    starts.map((match, n) => [match[1], source.slice(match.index, starts[n + 1]?.index ?? source.length)])
  )
}

/** What is missing for one cell: its mock, its stories, each state's story drawing that state. */
const cellProblems = (cell) => {
  const name = path.basename(cell, '.tsx')
  const folder = path.dirname(cell)
  const problems = []
  const mock = path.join(folder, `${name}.mock.ts`)
  if (!existsSync(mock)) problems.push(`no ${name}.mock.ts beside it`)
  else if (!/^export const standard\b/m.test(readFileSync(mock, 'utf8')))
    problems.push(`${name}.mock.ts exports no \`standard\` (the Success data)`)
  const storyFile = path.join(folder, `${name}.stories.tsx`)
  const stories = existsSync(storyFile) ? storiesIn(readFileSync(storyFile, 'utf8')) : new Map()
  const exported = new Set([...readFileSync(cell, 'utf8').matchAll(/^export const (\w+)/gm)].map((m) => m[1]))
  for (const [story, component] of Object.entries(STATES)) {
    if (stateExceptions[`${cell}#${story}`]) continue
    const drawn = story === 'empty' && !exported.has('Empty') ? 'Success' : component
    const text = stories.get(story)
    if (!text) problems.push(`no \`${story}\` story`)
    else if (!draws(text, drawn)) problems.push(`\`${story}\` does not draw <${drawn}>`)
    else if (story === 'success' && !/\bstandard\(/.test(text)) problems.push('`success` is not drawn from `standard`')
  }
  return problems.map((problem) => `${cell}: ${problem}`)
}

test('every cell has a mock beside it and stories of its Loading, Empty, Failure and Success', () => {
  assert.ok(cells.length > 0, 'no cell found')
  assert.deepEqual(cells.flatMap(cellProblems), [], 'cells without their four states from a mock')
})

test('every cell state exception names a state the cell draws nothing for and has no story of, and why', () => {
  for (const [key, reason] of Object.entries(stateExceptions)) {
    const [cell, story] = key.split('#')
    assert.ok(cells.includes(cell), `${cell} is no cell`)
    assert.ok(story in STATES, `${key}: the states are ${Object.keys(STATES).join(', ')}`)
    const drawsNothing = new RegExp(`^export const ${STATES[story]} = \\([^)]*\\) => null$`, 'm')
    assert.ok(drawsNothing.test(readFileSync(cell, 'utf8')), `${key}: the cell draws something for it: write its story`)
    const storyFile = cell.replace(/\.tsx$/, '.stories.tsx')
    const stories = existsSync(storyFile) ? storiesIn(readFileSync(storyFile, 'utf8')) : new Map()
    assert.ok(!stories.has(story), `${key}: the cell has that story now: take it off the exceptions`)
    assert.ok(typeof reason === 'string' && reason.length > 10, `${key}: give the reason`)
  }
})
