import { readFileSync } from 'node:fs'
import path from 'node:path'

import tailwind from '../../../config/tailwind.config'

// A series colour is read beside white (the card, the legend): WCAG's contrast ratio, at least 2:1
// for every one (primary-200 in a pie's legend was nearly invisible at 1.4:1).
const MINIMUM = 2

const relativeLuminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255
    return channel <= 0.03928
      ? channel / 12.92
      : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
const contrastWithWhite = (hex: string) =>
  1.05 / (relativeLuminance(hex) + 0.05)

const css = readFileSync(path.join(__dirname, '../../index.css'), 'utf8')
const tokens = [
  ...css.matchAll(/--chart-(\d+): theme\('colors\.(\w+)\.(\d+)'\)/g),
]

describe('chart colours', () => {
  it('defines the eight series colours', () => {
    expect(tokens.map(([, index]) => Number(index))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8,
    ])
  })

  it.each(tokens.map(([, index, hue, shade]) => [index, hue, shade]))(
    'series %s (%s-%s) stands out from white',
    (_, hue, shade) => {
      const hex = tailwind.theme.colors[hue][shade]
      expect(contrastWithWhite(hex)).toBeGreaterThanOrEqual(MINIMUM)
    }
  )
})
