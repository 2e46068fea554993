import ScreenPlaceholder from 'src/components/ScreenPlaceholder/ScreenPlaceholder'

const ProfilePage = () => <ScreenPlaceholder screen="profile" />

export default ProfilePage
