import type { ReactNode } from 'react'

import type { ValidationMessage } from '@procura/shared'
import { useTranslation } from 'react-i18next'

import { get, Label, useFormContext } from '@redwoodjs/forms'

export const inputClasses =
  'h-9 rounded-md border border-slate-300 bg-white px-2.5 text-base'
export const invalidInputClasses =
  'h-9 rounded-md border border-danger-500 bg-white px-2.5 text-base'

/** The field's error (an i18n key from a shared schema), or undefined; names may be paths (items.0.code). */
export const useFieldMessage = (name: string) =>
  get(useFormContext().formState.errors, name)?.message as unknown as
    | ValidationMessage
    | undefined

/** ARIA links between an input and its error. */
export const describedBy = (name: string, message?: ValidationMessage) => ({
  'aria-invalid': message ? true : undefined,
  'aria-describedby': message ? `${name}-error` : undefined,
})

/** Label above, input, translated error under it (ui.md). */
const FieldShell = ({
  name,
  label,
  children,
}: {
  name: string
  label: string
  children: ReactNode
}) => {
  const { t } = useTranslation()
  const message = useFieldMessage(name)
  return (
    <div className="flex flex-col gap-1">
      <Label
        name={name}
        className="text-sm font-medium text-slate-800"
        errorClassName="text-sm font-medium text-danger-700"
      >
        {label}
      </Label>
      {children}
      {message && (
        <span
          id={`${name}-error`}
          role="alert"
          className="text-sm text-danger-700"
        >
          {t(message.key, message.values)}
        </span>
      )}
    </div>
  )
}

export default FieldShell
