import SavingsDashboard from 'src/components/Savings/SavingsDashboard'

const DashboardPage = () => <SavingsDashboard />

export default DashboardPage
