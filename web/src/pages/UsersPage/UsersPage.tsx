import ScreenPlaceholder from 'src/components/ScreenPlaceholder/ScreenPlaceholder'

const UsersPage = () => <ScreenPlaceholder screen="users" />

export default UsersPage
