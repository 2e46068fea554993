import type { StoryContext } from '@storybook/react'
import { expect, userEvent, within } from '@storybook/test'

import i18n from 'src/i18n'

/**
 * A story's play function: the form sent as it stands, by its submit button (named by its i18n key),
 * and its translated validation messages shown, as the shared schema refuses it.
 */
export const sentAsItStands =
  (submitKey: string) =>
  async ({ canvasElement }: Pick<StoryContext, 'canvasElement'>) => {
    const canvas = within(canvasElement.ownerDocument.body)
    // a play starts as the story is drawn, before the form's effects subscribe it to its errors
    await new Promise((resolve) => setTimeout(resolve, 100))
    await userEvent.click(
      canvas.getByRole('button', { name: i18n.t(submitKey) })
    )
    await expect((await canvas.findAllByRole('alert')).length).toBeGreaterThan(
      0
    )
  }
