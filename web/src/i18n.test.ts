import { resources, translationKeys } from '@procura/shared'

import i18n from 'src/i18n'

describe('translations', () => {
  const en = translationKeys(resources.en.translation)
  const pt = translationKeys(resources.pt.translation)

  it('has every English key in Portuguese', () => {
    expect(en.filter((key) => !pt.includes(key))).toEqual([])
  })

  it('has every Portuguese key in English', () => {
    expect(pt.filter((key) => !en.includes(key))).toEqual([])
  })

  it('leaves no text empty', () => {
    type Tree = { [key: string]: Tree | string }
    const textAt = (tree: Tree, key: string) =>
      key.split('.').reduce<Tree | string>((node, part) => node[part], tree)
    const empty = (tree: Tree) =>
      translationKeys(tree).filter((key) => !textAt(tree, key))
    expect(empty(resources.en.translation)).toEqual([])
    expect(empty(resources.pt.translation)).toEqual([])
  })

  it('counts one thing in the singular, in both languages', () => {
    const t = (lng: string, key: string, count: number) =>
      i18n.t(key, { lng, count })
    expect(t('en', 'spend.import.imported', 1)).toBe('1 spend line imported')
    expect(t('en', 'spend.import.imported', 2)).toBe('2 spend lines imported')
    expect(t('pt', 'spend.import.imported', 1)).toBe(
      '1 linha de gasto importada'
    )
    expect(t('pt', 'contract.import.imported', 3)).toBe(
      '3 contratos importados'
    )
  })

  it("writes every count as the reader's language does: 4,996 and 4.996, not 4996", () => {
    expect(i18n.t('spend.import.duplicates', { lng: 'en', count: 4996 })).toBe(
      '4,996 lines of this file are already imported: importing it again would count them twice.'
    )
    expect(i18n.t('spend.import.duplicates', { lng: 'pt', count: 4996 })).toBe(
      '4.996 linhas deste arquivo já foram importadas: importá-lo de novo as contaria duas vezes.'
    )
    const counted = (tree: object): string[] =>
      Object.values(tree).flatMap((node) =>
        typeof node === 'string' ? [node] : counted(node)
      )
    for (const texts of [
      counted(resources.en.translation),
      counted(resources.pt.translation),
    ])
      expect(texts.filter((text) => text.includes('{{count}}'))).toEqual([])
  })

  it('says one year and one declined in the singular, in Portuguese too ("1 Anos", "1 declinados" were seen)', () => {
    const t = (lng: string, key: string, count: number) =>
      i18n.t(key, { lng, count })
    expect(t('pt', 'process.enums.agreementPeriodCount.YEARS', 1)).toBe('1 ano')
    expect(t('pt', 'process.enums.agreementPeriodCount.MONTHS', 24)).toBe(
      '24 meses'
    )
    expect(t('en', 'process.enums.agreementPeriodCount.YEARS', 1)).toBe(
      '1 year'
    )
    expect(t('pt', 'process.portal.declinedCount', 1)).toBe('1 declinado')
    expect(t('pt', 'process.portal.declinedCount', 2)).toBe('2 declinados')
  })
})
