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

const liveLines = new Map<string, object>()

/**
 * A story's live line: the subscription `operationName` answers `update` as soon as it opens (the api
 * answers a page's clock at once), then stays quiet (answerLiveLines).
 */
export const mockLiveUpdates = (operationName: string, update: object) => {
  liveLines.set(operationName, update)
}

/**
 * Storybook's fetch answers the pages' live lines (server-sent events, which msw's worker lets pass to
 * the network) from mockLiveUpdates: a line nobody mocked opens and stays quiet.
 */
export const answerLiveLines = () => {
  const network = window.fetch.bind(window)
  window.fetch = async (input, init) => {
    if (
      !new Headers(init?.headers).get('accept')?.includes('text/event-stream')
    )
      return network(input, init)
    const { operationName } = JSON.parse(String(init?.body ?? '{}'))
    const update = liveLines.get(operationName)
    const line = new ReadableStream({
      start: (controller) => {
        if (update)
          controller.enqueue(
            new TextEncoder().encode(
              `event: next\ndata: ${JSON.stringify({ data: update })}\n\n`
            )
          )
      },
    })
    return new Response(line, {
      headers: { 'content-type': 'text/event-stream' },
    })
  }
}

/** A portrait for the avatar stories: the person's initials on a coloured disc. */
export const portrait = (initials: string, colour = '#0f766e') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${colour}"/>` +
  `<text x="32" y="41" font-family="sans-serif" font-size="26" fill="#fff" text-anchor="middle">${initials}</text></svg>`
