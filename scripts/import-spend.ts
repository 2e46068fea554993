import { createReadStream } from 'node:fs'

import { db } from 'api/src/lib/db'
import { translate } from 'api/src/lib/i18n'
import { importSpendLines } from 'api/src/services/spend/spendImport'

/**
 * `yarn rw exec import-spend --file F --company C [--allow-duplicates]`: an ERP extract of any
 * size, streamed from disk (C is the company's id or name). Nothing is imported unless every line
 * is valid, nor when some lines are already there unless --allow-duplicates says to.
 */
export default async ({
  args,
}: {
  args: { file?: string; company?: string; allowDuplicates?: boolean }
}) => {
  if (!args.file || !args.company)
    throw new Error('Usage: yarn rw exec import-spend --file F --company C')
  const company = await db.company.findFirst({
    where: { OR: [{ id: args.company }, { name: args.company }] },
  })
  if (!company) throw new Error(`No company ${args.company}`)
  const started = Date.now()
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1)
  const { imported, duplicates, problems, problemCount } =
    await importSpendLines({
      companyId: company.id,
      input: createReadStream(args.file, { encoding: 'utf8' }),
      allowDuplicates: Boolean(args.allowDuplicates),
      onProgress: (rows) =>
        console.info(
          `  ${rows.toLocaleString('en')} lines read, ${seconds()} s`
        ),
    })
  if (problemCount) {
    for (const { line, field, message } of problems)
      console.error(
        `line ${line}, ${field}: ${translate('en', message.key, message.values)}`
      )
    console.error(
      `Nothing imported: ${problemCount} problems (the first ${problems.length} above).`
    )
    process.exitCode = 1
    return
  }
  if (duplicates) {
    console.error(
      `Nothing imported: ${translate('en', 'spend.import.duplicates', { count: duplicates })} ` +
        'Add --allow-duplicates to import them anyway.'
    )
    process.exitCode = 1
    return
  }
  console.info(
    `Imported ${imported.toLocaleString('en')} spend lines into ${company.name} in ${seconds()} s.`
  )
}
