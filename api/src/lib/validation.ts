import { ValidationError, type Schema } from 'yup'

import { UserInputError } from '@redwoodjs/graphql-server'

/** A broken rule as the UserInputError the web translates: the message's key, field and values. */
export const inputErrorOf = ({
  path,
  message,
}: {
  path?: string
  message: { key: string; values?: object }
}) => new UserInputError(message.key, { field: path, values: message.values })

const failureOf = (error: ValidationError, path?: string) =>
  inputErrorOf({
    path: path ? `${path}.${error.path}` : error.path,
    message: error.errors[0] as unknown as { key: string; values?: object },
  })

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
    if (error instanceof ValidationError) throw failureOf(error)
    throw error
  }
}

/**
 * The same for a long list of rows (a quotation round of thousands): each row on its own and
 * synchronously, which is several times faster than one schema over the whole array.
 */
export const validateEachWith = <T>(
  schema: Schema<T>,
  rows: unknown[],
  /** where these rows start in the whole list, for the failing row's path */
  offset = 0
) =>
  rows.map((row, index) => {
    try {
      return schema.validateSync(row, { stripUnknown: true }) as Required<T>
    } catch (error) {
      if (error instanceof ValidationError)
        throw failureOf(error, `[${offset + index}]`)
      throw error
    }
  })
