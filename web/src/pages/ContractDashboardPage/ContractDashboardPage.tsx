import ScreenPlaceholder from 'src/components/ScreenPlaceholder/ScreenPlaceholder'

const ContractDashboardPage = () => (
  <ScreenPlaceholder screen="contractDashboard" />
)

export default ContractDashboardPage
