import { useState, type ComponentType } from 'react'

import { Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import Button from 'src/components/Button/Button'
import { usePageState } from 'src/components/DataTable/usePageState'
import type { ListProps } from 'src/components/EditableTable/EditableTable'
import PageTitle from 'src/components/PageTitle/PageTitle'

interface TeamListPageProps {
  title: string
  addLabel: string
  defaultSort: string
  List: ComponentType<
    ListProps & { page: ReturnType<typeof usePageState>['pageInput'] }
  >
  AddModal: ComponentType<{ onClose: () => void }>
}

/** A team screen: title, an add button with its modal, and the server-paged list. */
const TeamListPage = ({
  title,
  addLabel,
  defaultSort,
  List,
  AddModal,
}: TeamListPageProps) => {
  const { t } = useTranslation()
  const { pageInput, page, setPage, sorting, setSorting } =
    usePageState(defaultSort)
  const [adding, setAdding] = useState(false)
  return (
    <>
      <PageTitle parts={[t(title)]} />
      <div className="mb-4 flex items-center justify-between">
        <h1 className="text-xl font-semibold">{t(title)}</h1>
        <Button icon={Plus} onClick={() => setAdding(true)}>
          {t(addLabel)}
        </Button>
      </div>
      <List
        page={pageInput}
        pagination={{
          page,
          pageSize: pageInput.pageSize,
          onPageChange: setPage,
        }}
        sorting={{ state: sorting, onChange: setSorting }}
      />
      {adding && <AddModal onClose={() => setAdding(false)} />}
    </>
  )
}

export default TeamListPage
