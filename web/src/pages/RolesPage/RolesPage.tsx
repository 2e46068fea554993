import ScreenPlaceholder from 'src/components/ScreenPlaceholder/ScreenPlaceholder'

const RolesPage = () => <ScreenPlaceholder screen="roles" />

export default RolesPage
