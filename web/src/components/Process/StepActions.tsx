import type { MutableRefObject } from 'react'

import { useTranslation } from 'react-i18next'

import { useFormContext } from '@redwoodjs/forms'

import Button from 'src/components/Button/Button'

/** Save, and save-and-submit (which goes on to the next step), for a step's form. */
const StepActions = ({
  submitAfterSave,
  disabled,
}: {
  submitAfterSave: MutableRefObject<boolean>
  disabled?: boolean
}) => {
  const { t } = useTranslation()
  const { formState } = useFormContext()
  if (disabled) return null
  return (
    <div className="sticky bottom-0 flex gap-2 border-t border-slate-200 bg-slate-50/95 py-3">
      <Button
        type="submit"
        variant="secondary"
        loading={formState.isSubmitting}
        onClick={() => (submitAfterSave.current = false)}
      >
        {t('process.page.save')}
      </Button>
      <Button
        type="submit"
        loading={formState.isSubmitting}
        onClick={() => (submitAfterSave.current = true)}
      >
        {t('process.page.saveAndSubmit')}
      </Button>
    </div>
  )
}

export default StepActions
