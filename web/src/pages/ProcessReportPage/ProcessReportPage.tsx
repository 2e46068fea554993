import ScreenPlaceholder from 'src/components/ScreenPlaceholder/ScreenPlaceholder'

const ProcessReportPage = () => <ScreenPlaceholder screen="processReport" />

export default ProcessReportPage
