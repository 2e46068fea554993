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
    type Tree = { [key: string]: Tree | string }
    const textAt = (tree: Tree, key: string) =>
      key.split('.').reduce<Tree | string>((node, part) => node[part], tree)
    const empty = (tree: Tree) =>
      translationKeys(tree).filter((key) => !textAt(tree, key))
    expect(empty(resources.en.translation)).toEqual([])
    expect(empty(resources.pt.translation)).toEqual([])
  })
})
