// The app's own message catalogue, for tests that read the screens in both languages.
import { readFileSync } from 'node:fs'

const LOCALES = {
  en: JSON.parse(readFileSync('packages/shared/src/locales/en.json', 'utf8')),
  pt: JSON.parse(readFileSync('packages/shared/src/locales/pt.json', 'utf8')),
}
export const TAGS = { en: 'en-US', pt: 'pt-BR' }

const template = (locale, key) => key.split('.').reduce((node, part) => node[part], LOCALES[locale])

/** A message of the catalogue, its {{values}} filled in ({{count, number}} as the language writes numbers). */
export const tr = (locale, key, values = {}) =>
  template(locale, key).replace(/{{(\w+)(, number)?}}/g, (_, name, number) =>
    number ? new Intl.NumberFormat(TAGS[locale]).format(values[name]) : values[name]
  )

/** A message of the catalogue as a pattern: each of its {{values}} any text. */
export const trPattern = (locale, key) =>
  new RegExp(
    template(locale, key)
      .split(/{{[^}]+}}/)
      .map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+')
  )

/** Decimal text in reais as the screen writes it: Intl formats the text itself, exactly. */
export const money = (locale, text) =>
  new Intl.NumberFormat(TAGS[locale], {
    style: 'currency',
    currency: 'BRL',
  }).format(text)
