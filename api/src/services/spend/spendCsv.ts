import {
  SPEND_TEMPLATE_FIELDS,
  type Locale,
  type SpendDimension,
  type SpendMeasure,
} from '@procura/shared'

import { currentUser } from 'src/lib/auth'
import { csvDocument, csvNumber } from 'src/lib/csv'
import { translate } from 'src/lib/i18n'

import { spendLabels } from './spend'
import type { SpendImportProblem } from './spendImport'
import { spendImportOfMyCompany } from './spendImports'
import { spendGroups, type SpendFilter } from './spendQueries'

/** The dashboard's table, every group of it (not only the first page), in the reader's language. */
export const exportSpend = async ({
  dimension,
  measure,
  filter,
  locale,
}: {
  dimension: SpendDimension
  measure: SpendMeasure
  filter: SpendFilter
  locale: Locale
}) => {
  const { companyId } = currentUser()
  const [{ groups }, labels] = await Promise.all([
    spendGroups({
      source: 'rollup',
      companyId,
      dimension,
      measure,
      filter,
      limit: Number.MAX_SAFE_INTEGER,
    }),
    spendLabels(companyId, locale),
  ])
  const t = (key: string) => translate(locale, key)
  const percent = (share: number) => csvNumber(share * 100, locale)
  const fields = [
    t(`spend.dimensions.${dimension}`),
    t(`spend.measures.${measure}`),
    ...(measure === 'volume' ? [t('spend.table.unit')] : []),
    t('spend.table.share'),
    t('spend.table.cumulativeShare'),
    t('spend.table.abc'),
  ]
  const data = groups.map((group) => [
    labels.label(dimension, group.key),
    csvNumber(group.value, locale, measure === 'spend' ? 2 : 4),
    ...(measure === 'volume' ? [labels.unit(group.unitOfMeasureId) ?? ''] : []),
    percent(group.share),
    percent(group.cumulativeShare),
    group.abc,
  ])
  return csvDocument(fields, data, locale)
}

/**
 * The file an import takes: its columns (the supplier's code and VAT and the material's code may be
 * left blank) and two example lines (one in another currency).
 */
export const spendImportTemplate = () =>
  csvDocument(
    [...SPEND_TEMPLATE_FIELDS],
    [
      [
        '2026-10-05',
        'FOOD',
        'BR-SE',
        'manager@example.com',
        'Filmes Sul',
        'Stretch film',
        'RESIN',
        'Campinas',
        '12500.00',
        'BRL',
        '1000',
        'KG',
        '100234',
        '11.222.333/0001-81',
        'MAT-4711',
      ],
      [
        '2026-10-07',
        'FOOD',
        'BR-SE',
        '',
        'Global Resins',
        'PET resin',
        'RESIN',
        'Campinas',
        '8000.00',
        'USD',
        '2000',
        'KG',
        '',
        '',
        '',
      ],
    ],
    'en'
  )

/** An import's problems as a file: line, column, value and message, in the reader's language. */
export const spendImportProblems = async ({
  id,
  locale,
}: {
  id: string
  locale: Locale
}) => {
  const found = await spendImportOfMyCompany(id)
  const t = (key: string, values?: Record<string, unknown>) =>
    translate(locale, key, values)
  return csvDocument(
    [
      t('csvImport.line'),
      t('csvImport.field'),
      t('spend.import.value'),
      t('csvImport.message'),
    ],
    (found.problems as unknown as SpendImportProblem[]).map((problem) => [
      String(problem.line),
      problem.column || t(`spend.import.fields.${problem.field}`),
      problem.value,
      t(problem.message.key, problem.message.values),
    ]),
    locale
  )
}
