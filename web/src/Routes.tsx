import { PrivateSet, Route, Router, Set } from '@redwoodjs/router'

import AppLayout from 'src/layouts/AppLayout'
import AuthLayout from 'src/layouts/AuthLayout'

import { useAuth } from './auth'

const Routes = () => (
  <Router useAuth={useAuth}>
    <Set wrap={AuthLayout}>
      <Route path="/auth/signin" page={SignInPage} name="signIn" />
      <Route path="/auth/signup" page={SignUpPage} name="signUp" />
    </Set>
    <PrivateSet unauthenticated="signIn" wrap={AppLayout}>
      <Route path="/app" page={DashboardPage} name="dashboard" />
    </PrivateSet>
    <Route path="/" redirect="/app" />
    <Route notfound page={NotFoundPage} />
  </Router>
)

export default Routes
