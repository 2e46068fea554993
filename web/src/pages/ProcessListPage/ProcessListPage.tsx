import ScreenPlaceholder from 'src/components/ScreenPlaceholder/ScreenPlaceholder'

const ProcessListPage = () => <ScreenPlaceholder screen="processList" />

export default ProcessListPage
