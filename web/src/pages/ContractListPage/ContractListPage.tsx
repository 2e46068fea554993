import ScreenPlaceholder from 'src/components/ScreenPlaceholder/ScreenPlaceholder'

const ContractListPage = () => <ScreenPlaceholder screen="contractList" />

export default ContractListPage
