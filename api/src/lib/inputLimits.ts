import type { Plugin } from '@envelop/core'
import { visit } from 'graphql'

import { UserInputError } from '@redwoodjs/graphql-server'

/** No text the product takes is longer: a larger string is an attack or a mistake. */
export const INPUT_TEXT_MAX = 10_000

const holdsTooLong = (value: unknown): boolean => {
  if (typeof value === 'string') return value.length > INPUT_TEXT_MAX
  if (value && typeof value === 'object')
    return Object.values(value).some(holdsTooLong)
  return false
}

const literalTooLong = (document: Parameters<typeof visit>[0]) => {
  let found = false
  visit(document, {
    StringValue(node) {
      if (node.value.length > INPUT_TEXT_MAX) found = true
    },
  })
  return found
}

/**
 * Refuses, before any service runs, an operation with a string over INPUT_TEXT_MAX in its
 * variables or its document: every operation, today's and tomorrow's, is covered in one place;
 * the shared schemas set the tighter limits of each field.
 */
export const useInputTextLimit = (): Plugin => ({
  onExecute({ args, setResultAndStopExecution }) {
    if (holdsTooLong(args.variableValues) || literalTooLong(args.document))
      setResultAndStopExecution({
        errors: [
          new UserInputError('validation.max', {
            values: { max: INPUT_TEXT_MAX },
          }),
        ],
      })
  },
})
