import ScreenPlaceholder from 'src/components/ScreenPlaceholder/ScreenPlaceholder'

const DashboardPage = () => <ScreenPlaceholder screen="dashboard" />

export default DashboardPage
