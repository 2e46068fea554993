import { ValidationError, type Schema } from 'yup'

import { UserInputError } from '@redwoodjs/graphql-server'

/**
 * Runs a shared yup schema on the server. Its first failure becomes a UserInputError carrying the
 * message's i18n key, the field and the interpolation values, which the web translates.
 */
export const validateWith = async <T>(
  schema: Schema<T>,
  input: unknown
): Promise<Required<T>> => {
  try {
    // a schema that passed has every required field (the api compiles without strict null checks)
    return (await schema.validate(input, { stripUnknown: true })) as Required<T>
  } catch (error) {
    if (error instanceof ValidationError) {
      const message = error.errors[0] as unknown as {
        key: string
        values?: object
      }
      throw new UserInputError(message.key, {
        field: error.path,
        values: message.values,
      })
    }
    throw error
  }
}
