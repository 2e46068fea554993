import { useState } from 'react'

import { Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import Button from 'src/components/Button/Button'
import { usePageState } from 'src/components/DataTable/usePageState'
import PageTitle from 'src/components/PageTitle/PageTitle'
import RoleFormModal from 'src/components/Team/RoleFormModal'
import RolesCell from 'src/components/Team/RolesCell'

const RolesPage = () => {
  const { t } = useTranslation()
  const { pageInput, page, setPage, sorting, setSorting } =
    usePageState('priority')
  const [adding, setAdding] = useState(false)
  return (
    <>
      <PageTitle parts={[t('pages.roles')]} />
      <div className="mb-4 flex items-center justify-between">
        <h1 className="text-xl font-semibold">{t('pages.roles')}</h1>
        <Button icon={Plus} onClick={() => setAdding(true)}>
          {t('team.roles.add')}
        </Button>
      </div>
      <RolesCell
        page={pageInput}
        pagination={{
          page,
          pageSize: pageInput.pageSize,
          onPageChange: setPage,
        }}
        sorting={{ state: sorting, onChange: setSorting }}
      />
      {adding && <RoleFormModal onClose={() => setAdding(false)} />}
    </>
  )
}

export default RolesPage
