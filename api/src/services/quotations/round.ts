import { ROUND_MAX, ROUND_MIN } from '@procura/shared'

import { UserInputError } from '@redwoodjs/graphql-server'

/** Spec §9: a round is greater than 0 and less than 10. */
export const assertRound = (round: number) => {
  if (!Number.isInteger(round) || round < ROUND_MIN || round > ROUND_MAX)
    throw new UserInputError('process.quotations.errors.round')
}
