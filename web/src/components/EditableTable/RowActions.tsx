import { Pencil, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import Button from 'src/components/Button/Button'

/**
 * Edit and delete buttons of a table row, named with the row for screen readers; disabled, with
 * the reason as their title, where the server would refuse them (spec §6).
 */
const RowActions = ({
  label,
  onEdit,
  onDelete,
  editRefusal,
  deleteRefusal,
}: {
  label: string
  onEdit: () => void
  onDelete: () => void
  /** why editing this row is not mine to do, if it is not */
  editRefusal?: string
  deleteRefusal?: string
}) => {
  const { t } = useTranslation()
  return (
    <div className="flex justify-end gap-1">
      <Button
        size="slim"
        variant="ghost"
        icon={Pencil}
        onClick={onEdit}
        disabled={!!editRefusal}
        title={editRefusal}
        aria-label={`${t('team.edit')} ${label}`}
      />
      <Button
        size="slim"
        variant="ghost"
        icon={Trash2}
        onClick={onDelete}
        disabled={!!deleteRefusal}
        title={deleteRefusal}
        aria-label={`${t('team.delete')} ${label}`}
      />
    </div>
  )
}

export default RowActions
