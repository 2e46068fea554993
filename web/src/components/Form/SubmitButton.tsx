import type { ReactNode } from 'react'

import { useFormContext } from '@redwoodjs/forms'

import Button from 'src/components/Button/Button'

/** The form's submit button, busy while the form submits. */
const SubmitButton = ({
  children,
  block = false,
}: {
  children: ReactNode
  block?: boolean
}) => {
  const { formState } = useFormContext()
  return (
    <Button
      type="submit"
      width={block ? 'block' : 'normal'}
      loading={formState.isSubmitting}
      className={block ? '' : 'self-start'}
    >
      {children}
    </Button>
  )
}

export default SubmitButton
