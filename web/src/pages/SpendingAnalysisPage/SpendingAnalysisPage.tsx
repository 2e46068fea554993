import ScreenPlaceholder from 'src/components/ScreenPlaceholder/ScreenPlaceholder'

const SpendingAnalysisPage = () => <ScreenPlaceholder screen="spending" />

export default SpendingAnalysisPage
