import { TextAreaField as RwTextAreaField } from '@redwoodjs/forms'

import FieldShell, { describedBy, useFieldMessage } from './FieldShell'

const classes = 'min-h-20 rounded-md border bg-white px-2.5 py-1.5 text-base'

/** A labelled multi-line text (summaries, requirements), with its translated error. */
const TextAreaField = ({ name, label }: { name: string; label: string }) => (
  <FieldShell name={name} label={label}>
    <RwTextAreaField
      name={name}
      rows={3}
      {...describedBy(name, useFieldMessage(name))}
      className={`${classes} border-slate-300`}
      errorClassName={`${classes} border-danger-500`}
    />
  </FieldShell>
)

export default TextAreaField
