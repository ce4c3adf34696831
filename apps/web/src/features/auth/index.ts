export { LoginPage } from './pages/login-page';
export { SignupPage } from './pages/signup-page';
export { VerifyEmailPage } from './pages/verify-email-page';
export { InviteAcceptPage } from './pages/invite-accept-page';
export { InactiveAccountPage } from './pages/inactive-account-page';
export { useSignOut } from './api/sign-out';
export { AuthCard } from './components/auth-card';
