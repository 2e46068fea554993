import { Plus, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { useFieldArray } from '@redwoodjs/forms'

import Button from 'src/components/Button/Button'
import SelectField from 'src/components/Form/SelectField'
import TextField from 'src/components/Form/TextField'

/** The supplier's contacts: who receives the buyer's requests, each in their language. */
const SupplierContacts = ({ languages }: { languages: readonly string[] }) => {
  const { t } = useTranslation()
  const { fields, append, remove } = useFieldArray({ name: 'contacts' })
  const label = (field: string) => t(`suppliers.contacts.${field}`)
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-semibold text-slate-800">
        {label('title')}
      </legend>
      <p className="text-sm text-slate-500">{label('hint')}</p>
      {fields.map((field, index) => {
        const name = (column: string) => `contacts.${index}.${column}`
        const row = t('suppliers.contacts.row', { n: index + 1 })
        return (
          <div
            key={field.id}
            role="group"
            aria-label={row}
            className="grid items-end gap-3 sm:grid-cols-[1fr_1.4fr_10rem_auto]"
          >
            <TextField name={name('name')} label={label('name')} />
            <TextField
              name={name('email')}
              type="email"
              label={label('email')}
            />
            <SelectField
              name={name('language')}
              label={label('language')}
              options={languages.map((language) => ({
                value: language,
                label: t(`suppliers.languages.${language}`),
              }))}
            />
            <Button
              variant="ghost"
              size="slim"
              icon={Trash2}
              aria-label={t('suppliers.contacts.remove', { n: index + 1 })}
              onClick={() => remove(index)}
            />
          </div>
        )
      })}
      <Button
        variant="secondary"
        size="medium"
        icon={Plus}
        className="self-start"
        onClick={() => append({ name: '', email: '', language: 'pt' })}
      >
        {label('add')}
      </Button>
    </fieldset>
  )
}

export default SupplierContacts
