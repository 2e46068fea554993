import ScreenPlaceholder from 'src/components/ScreenPlaceholder/ScreenPlaceholder'

const RecoveryPage = () => <ScreenPlaceholder screen="recovery" />

export default RecoveryPage
