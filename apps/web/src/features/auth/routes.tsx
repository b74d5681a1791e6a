import { Navigate, type RouteObject } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';

/**
 * The public branch of SPEC §2. Each screen is its own chunk, so the signed-in app does not carry
 * the sign-up code and the login page does not carry the password estimator.
 */
export const authRoutes: RouteObject = {
  path: 'auth',
  element: <AuthLayout />,
  children: [
    { index: true, element: <Navigate to="login" replace /> },
    {
      path: 'login',
      handle: { name: 'Login', titleKey: 'auth:titles.login' },
      lazy: async () => ({ Component: (await import('./components/login-screen')).LoginScreen }),
    },
    {
      path: 'signup/:client?',
      handle: { name: 'Signup', titleKey: 'auth:titles.signup' },
      lazy: async () => ({ Component: (await import('./components/signup-screen')).SignupScreen }),
    },
    {
      path: 'forgot-password',
      handle: { name: 'ForgotPassword', titleKey: 'auth:titles.forgotPassword' },
      lazy: async () => ({ Component: (await import('./components/forgot-password-screen')).ForgotPasswordScreen }),
    },
    {
      path: 'reset-password/:token',
      handle: { name: 'ResetPassword', titleKey: 'auth:titles.resetPassword' },
      lazy: async () => ({ Component: (await import('./components/reset-password-screen')).ResetPasswordScreen }),
    },
    {
      path: 'email-verification/:token',
      handle: { name: 'EmailVerification', titleKey: 'auth:titles.emailVerification' },
      lazy: async () => ({ Component: (await import('./components/email-verification-screen')).EmailVerificationScreen }),
    },
    {
      path: 'create-account/:token',
      handle: { name: 'CreateAccount', titleKey: 'auth:titles.createAccount' },
      lazy: async () => ({ Component: (await import('./components/create-account-screen')).CreateAccountScreen }),
    },
    {
      path: 'account-created',
      handle: { name: 'AccountCreated', titleKey: 'auth:titles.accountCreated' },
      lazy: async () => ({ Component: (await import('./components/account-created-screen')).AccountCreatedScreen }),
    },
  ],
};
