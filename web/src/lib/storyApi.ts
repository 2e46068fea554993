import { rest } from 'msw'

import { registerHandler } from '@redwoodjs/testing/web'

interface StoryAnswer {
  method?: 'get' | 'post'
  /** the api's path, under /api */
  path: string
  body: string | object
  contentType?: string
  /** how long the api takes to answer, to show what a screen does while it waits */
  delayMs?: number
}

/** A story's answer to one of the api's REST paths, as the mocked queries answer GraphQL. */
export const mockApi = ({
  method = 'get',
  path,
  body,
  contentType = 'application/json',
  delayMs = 0,
}: StoryAnswer) =>
  registerHandler(
    rest[method](`*/api${path}`, (_request, response, context) =>
      response(
        context.delay(delayMs),
        context.set('content-type', contentType),
        context.body(typeof body === 'string' ? body : JSON.stringify(body))
      )
    )
  )

/**
 * A story's live line: the subscription `operationName`, sent as a page sends it (server-sent events),
 * answers `update` once, as the api answers a page when it opens, and ends.
 */
export const mockLiveUpdates = (operationName: string, update: object) =>
  registerHandler(
    rest.post('*/graphql', async (request, response, context) => {
      const { operationName: asked } = await request.json()
      if (asked !== operationName) return undefined
      return response(
        context.set('content-type', 'text/event-stream'),
        context.body(
          `event: next\ndata: ${JSON.stringify({ data: update })}\n\nevent: complete\ndata:\n\n`
        )
      )
    })
  )

/** A portrait for the avatar stories: the person's initials on a coloured disc. */
export const portrait = (initials: string, colour = '#0f766e') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${colour}"/>` +
  `<text x="32" y="41" font-family="sans-serif" font-size="26" fill="#fff" text-anchor="middle">${initials}</text></svg>`
