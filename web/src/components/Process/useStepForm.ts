import { useEffect, useMemo } from 'react'

import { yupResolver } from '@hookform/resolvers/yup'
import type { AnyObjectSchema } from 'yup'

import { useForm, type DefaultValues, type FieldValues } from '@redwoodjs/forms'

/**
 * A step's form on the shared schema. Its values follow the process: when the process is read
 * again (after a save, or once a stale copy is refreshed) the form starts from what the api holds.
 */
export const useStepForm = <T extends FieldValues>(
  schema: AnyObjectSchema,
  defaultsOf: () => T,
  source: unknown,
  { raw = false } = {}
) => {
  // by content: a refetch that brings the same process leaves what the user is typing alone
  const version = JSON.stringify(source)
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const defaults = useMemo(defaultsOf, [version])
  const formMethods = useForm<T>({
    resolver: yupResolver(schema, undefined, { raw }) as never,
    defaultValues: defaults as DefaultValues<T>,
  })
  const { reset } = formMethods
  useEffect(() => reset(defaults), [reset, defaults])
  return formMethods
}
