import { Pencil, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import Button from 'src/components/Button/Button'

/** Edit and delete buttons of a table row, named with the row for screen readers. */
const RowActions = ({
  label,
  onEdit,
  onDelete,
}: {
  label: string
  onEdit: () => void
  onDelete: () => void
}) => {
  const { t } = useTranslation()
  return (
    <div className="flex justify-end gap-1">
      <Button
        size="slim"
        variant="ghost"
        icon={Pencil}
        onClick={onEdit}
        aria-label={`${t('team.edit')} ${label}`}
      />
      <Button
        size="slim"
        variant="ghost"
        icon={Trash2}
        onClick={onDelete}
        aria-label={`${t('team.delete')} ${label}`}
      />
    </div>
  )
}

export default RowActions
