import { List, Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { navigate, routes } from '@redwoodjs/router'

import Button from 'src/components/Button/Button'
import ContractDashboard from 'src/components/Contract/ContractDashboard'
import PageTitle from 'src/components/PageTitle/PageTitle'

const ContractDashboardPage = () => {
  const { t } = useTranslation()
  return (
    <>
      <PageTitle parts={[t('pages.contractDashboard')]} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold">
          {t('pages.contractDashboard')}
        </h1>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            icon={List}
            onClick={() => navigate(routes.contractList())}
          >
            {t('pages.contractList')}
          </Button>
          <Button icon={Plus} onClick={() => navigate(routes.contractNew())}>
            {t('contract.list.add')}
          </Button>
        </div>
      </div>
      <ContractDashboard />
    </>
  )
}

export default ContractDashboardPage
