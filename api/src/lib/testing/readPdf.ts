// Test-only: a PDF as Poppler reads it, not as the code that made it thinks it is.
import { execFile } from 'node:child_process'
import { mkdtemp, readdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const poppler = promisify(execFile)

/** Poppler's own reading of a PDF: its page count and size, each page drawn, its text. */
export const readPdf = async (pdf: Buffer) => {
  const folder = await mkdtemp(path.join(tmpdir(), 'procura-report-'))
  const file = path.join(folder, 'report.pdf')
  await writeFile(file, pdf)
  const { stdout: info } = await poppler('pdfinfo', [file])
  await poppler('pdftoppm', [
    '-png',
    '-r',
    '30',
    file,
    path.join(folder, 'page'),
  ])
  const { stdout: text } = await poppler('pdftotext', ['-layout', file, '-'])
  const drawn = (await readdir(folder)).filter((name) => name.endsWith('.png'))
  return { info, text, drawn }
}
