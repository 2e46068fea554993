import ScreenPlaceholder from 'src/components/ScreenPlaceholder/ScreenPlaceholder'

const ForgotPasswordPage = () => <ScreenPlaceholder screen="forgot" />

export default ForgotPasswordPage
