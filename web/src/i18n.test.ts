import { resources, translationKeys } from '@procura/shared'

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
    const empty = (tree: object) =>
      translationKeys(tree).filter(
        (key) => !key.split('.').reduce((node, part) => node?.[part], tree as Record<string, any>)
      )
    expect(empty(resources.en.translation)).toEqual([])
    expect(empty(resources.pt.translation)).toEqual([])
  })
})
