import { useTranslation } from 'react-i18next'

import { Metadata } from '@redwoodjs/web'

/** Spec §9: the document title is the product name joined with the page's parts by one separator. */
export const pageTitle = (
  productName: string,
  separator: string,
  parts: string[]
) => [productName, ...parts.filter(Boolean)].join(separator)

const PageTitle = ({ parts }: { parts: string[] }) => {
  const { t } = useTranslation()
  return (
    <Metadata
      title={pageTitle(t('app.name'), t('app.titleSeparator'), parts)}
    />
  )
}

export default PageTitle
