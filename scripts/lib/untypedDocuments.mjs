// Codegen reads a gql document only when nothing but whole fragments is spliced into it: a query
// whose fields or name come from `${...}` is left out of web/types/graphql.d.ts without a word.
// This names every such document, and every named operation or fragment that has no generated type.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const filesUnder = (folder) =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return filesUnder(path)
    return /\.(ts|tsx|js|jsx)$/.test(entry.name) &&
      !entry.name.endsWith('.d.ts')
      ? [path]
      : []
  })

/** Problems as "file: what", none when every document in `sourceFolder` is typed in `typesFile`. */
export const untypedDocuments = (
  sourceFolder = 'web/src',
  typesFile = 'web/types/graphql.d.ts'
) => {
  const generated = [
    ...readFileSync(typesFile, 'utf8').matchAll(/^export type (\w+)/gm),
  ].map(([, name]) => name)
  return filesUnder(sourceFolder).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/gql`([^`]*)`/g)].flatMap(
      ([, document]) => {
        // a fragment spliced in on a line of its own is read; anything else spliced is not
        const spliced = document
          .split('\n')
          .filter(
            (line) => line.includes('${') && !/^\s*\$\{\w+\}\s*$/.test(line)
          )
        if (spliced.length)
          return [`${file}: a document with ${spliced[0].trim()} spliced in`]
        return [
          ...document.matchAll(
            /\b(?:query|mutation|subscription|fragment)\s+(\w+)/g
          ),
        ]
          .map(([, name]) => name)
          .filter((name) => !generated.includes(name))
          .map((name) => `${file}: ${name} has no generated type`)
      }
    )
  )
}

// `node scripts/lib/untypedDocuments.mjs [sourceFolder typesFile]`: exits 1 when a document is untyped
if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = untypedDocuments(...process.argv.slice(2))
  for (const problem of problems) console.error(problem)
  process.exit(problems.length ? 1 : 0)
}
