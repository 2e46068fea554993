import { useState } from 'react'

import { Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import Button from 'src/components/Button/Button'
import { usePageState } from 'src/components/DataTable/usePageState'
import PageTitle from 'src/components/PageTitle/PageTitle'
import UserFormModal from 'src/components/Team/UserFormModal'
import UsersCell from 'src/components/Team/UsersCell'

const UsersPage = () => {
  const { t } = useTranslation()
  const { pageInput, page, setPage, sorting, setSorting } = usePageState('name')
  const [adding, setAdding] = useState(false)
  return (
    <>
      <PageTitle parts={[t('pages.users')]} />
      <div className="mb-4 flex items-center justify-between">
        <h1 className="text-xl font-semibold">{t('pages.users')}</h1>
        <Button icon={Plus} onClick={() => setAdding(true)}>
          {t('team.users.add')}
        </Button>
      </div>
      <UsersCell
        page={pageInput}
        pagination={{
          page,
          pageSize: pageInput.pageSize,
          onPageChange: setPage,
        }}
        sorting={{ state: sorting, onChange: setSorting }}
      />
      {adding && <UserFormModal onClose={() => setAdding(false)} />}
    </>
  )
}

export default UsersPage
