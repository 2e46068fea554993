import { useTranslation } from 'react-i18next'

import { SelectField as RwSelectField } from '@redwoodjs/forms'

import FieldShell, {
  describedBy,
  inputClasses,
  invalidInputClasses,
  useFieldMessage,
} from './FieldShell'

export interface SelectOption {
  value: string
  label: string
}

interface SelectFieldProps {
  name: string
  label: string
  options: SelectOption[]
  /** shown first with an empty value, so "nothing chosen" is a visible state */
  placeholder?: string
}

/** A labelled select for enumerations and reference data, with its translated error. */
const SelectField = ({
  name,
  label,
  options,
  placeholder,
}: SelectFieldProps) => {
  const { t } = useTranslation()
  return (
    <FieldShell name={name} label={label}>
      <RwSelectField
        name={name}
        {...describedBy(name, useFieldMessage(name))}
        className={inputClasses}
        errorClassName={invalidInputClasses}
      >
        <option value="">{placeholder ?? t('form.choose')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </RwSelectField>
    </FieldShell>
  )
}

export default SelectField
