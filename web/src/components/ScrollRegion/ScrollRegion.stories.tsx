import type { Meta, StoryObj } from '@storybook/react'

import i18n from 'src/i18n'

import ScrollRegion from './ScrollRegion'

const meta: Meta<typeof ScrollRegion> = { component: ScrollRegion }
export default meta

type Story = StoryObj<typeof ScrollRegion>

/** A table wider than its box: the box scrolls sideways, by mouse or by keyboard once focused. */
export const WideTable: Story = {
  render: () => (
    <ScrollRegion
      label={i18n.t('process.quotations.grid', { round: 1 })}
      className="max-w-md overflow-x-auto rounded-lg border border-slate-200 bg-white"
    >
      <table className="text-sm">
        <tbody>
          <tr>
            {Array.from({ length: 20 }, (_, n) => (
              <td key={n} className="whitespace-nowrap px-3 py-2">
                Fornecedor {n + 1}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </ScrollRegion>
  ),
}
