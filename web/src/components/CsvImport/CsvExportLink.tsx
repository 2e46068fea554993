import { FileDown } from 'lucide-react'

import { BUTTON_SIZES, buttonClasses } from 'src/components/Button/Button'
import { apiHref } from 'src/lib/apiClient'

/** A list's CSV export: a download link, with the list's filter in its address, styled as a button. */
const CsvExportLink = ({
  path,
  query,
  label,
}: {
  /** e.g. '/contracts/export' */
  path: string
  query: object
  label: string
}) => (
  <a
    href={apiHref(path, query)}
    download
    className={buttonClasses({ variant: 'secondary' })}
  >
    <FileDown size={BUTTON_SIZES.normal} aria-hidden />
    {label}
  </a>
)

export default CsvExportLink
