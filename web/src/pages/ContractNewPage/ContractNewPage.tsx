import ScreenPlaceholder from 'src/components/ScreenPlaceholder/ScreenPlaceholder'

const ContractNewPage = () => <ScreenPlaceholder screen="contractNew" />

export default ContractNewPage
