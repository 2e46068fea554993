import { PrivateSet, Route, Router, Set } from '@redwoodjs/router'

import AppLayout from 'src/layouts/AppLayout'
import AuthLayout from 'src/layouts/AuthLayout'

import { useAuth } from './auth'

// The sign-in and sign-up pages (with the forms library, yup and decimal.js) are left to Redwood's
// lazy loading, so that no other page loads them; at their own address they are asked for as the
// app starts, beside the first bundle, so they are on screen when the page says it has loaded.
const openingPath = typeof location === 'undefined' ? '' : location.pathname
if (openingPath.startsWith('/auth/signin')) void import('src/pages/SignInPage/SignInPage')
if (openingPath.startsWith('/auth/signup')) void import('src/pages/SignUpPage/SignUpPage')

// Spec §2: a process page is one of these steps.
const PROCESS_STEP = 'general|items|pipeline|suppliers|quotations|awardees|review|flow|final'

const Routes = () => (
  <Router useAuth={useAuth} paramTypes={{ step: { match: new RegExp(PROCESS_STEP) } }}>
    <Route path="/legal/{document}" page={LegalPage} name="legal" />
    {/* a supplier's personal link: no account, the token is the whole authority */}
    <Route path="/portal/{token}" page={PortalPage} name="portal" />
    <Set wrap={AuthLayout}>
      <Route path="/auth/signin" page={SignInPage} name="signIn" />
      <Route path="/auth/signup" page={SignUpPage} name="signUp" />
      <Route path="/auth/forgot" page={ForgotPasswordPage} name="forgotPassword" />
      <Route path="/auth/recovery" page={RecoveryPage} name="recovery" />
    </Set>
    <PrivateSet unauthenticated="signIn">
      {/* opened in a new tab and printed: no app chrome */}
      <Route path="/app/process/{uid}/report" page={ProcessReportPage} name="processReport" />
      <Set wrap={AppLayout}>
        <Route path="/app" page={DashboardPage} name="dashboard" />
        <Route path="/app/process" page={ProcessListPage} name="processList" />
        <Route path="/app/process/new" page={ProcessNewPage} name="processNew" />
        <Route path="/app/process/{uid}/{step:step}" page={ProcessPage} name="process" />
        <Route path="/app/suppliers" page={SupplierListPage} name="suppliers" />
        <Route path="/app/suppliers/{id}" page={SupplierPage} name="supplier" />
        <Route path="/app/traffic-light" page={ContractDashboardPage} name="contractDashboard" />
        <Route path="/app/traffic-light/contract" page={ContractListPage} name="contractList" />
        <Route path="/app/traffic-light/contract/new" page={ContractNewPage} name="contractNew" />
        <Route path="/app/spending-analysis" page={SpendingAnalysisPage} name="spending" />
        <Route path="/app/spending-analysis/imports" page={SpendImportsPage} name="spendImports" />
        <Route path="/app/spending-analysis/compliance" page={SpendCompliancePage} name="spendCompliance" />
        <Route path="/app/spending-analysis/imports/{id}" page={SpendImportPage} name="spendImport" />
        <Route path="/app/team/users" page={UsersPage} name="users" />
        <Route path="/app/team/roles" page={RolesPage} name="roles" />
        <Route path="/app/settings/company" page={CompanySettingsPage} name="companySettings" />
        <Route path="/app/profile" page={ProfilePage} name="profile" />
      </Set>
    </PrivateSet>
    <Route path="/" redirect="/app" />
    <Route notfound page={NotFoundPage} />
  </Router>
)

export default Routes
