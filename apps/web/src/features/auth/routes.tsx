import { lazy, type ComponentType } from 'react';
import { Navigate } from '@/lib/page-router/page-router';

export type AuthPage = {
  /** The path pattern, as for React Router. */
  path: string;
  /** The route's name (docs/rules/screens.md#titles-and-route-names). */
  name?: string;
  titleKey?: string;
  Component: ComponentType;
  /** Starts loading the page's code, so the first page can load while its texts do. */
  preload?: () => Promise<unknown>;
};

/**
 * A page whose code loads on demand. Once preloaded (the first page is, before the first paint),
 * it renders at once: a lazy component would still suspend for a moment and paint an empty card
 * first, whose growth moved the centred card after the first paint.
 */
function lazyPage(path: string, name: string, titleKey: string, load: () => Promise<ComponentType>): AuthPage {
  let loaded: ComponentType | null = null;
  const preload = async () => {
    loaded = await load();
    return loaded;
  };
  const LazyPage = lazy(async () => ({ default: await preload() }));
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <LazyPage />;
  }
  return { path, name, titleKey, Component: Page, preload };
}

function ToLogin() {
  return <Navigate to="/auth/login" replace />;
}

/**
 * The public pages (docs/rules/screens.md#public-pages). Each screen is its own chunk, so the login page does not carry the
 * sign-up code or the password estimator.
 */
export const authPages: readonly AuthPage[] = [
  { path: '/auth', Component: ToLogin },
  lazyPage('/auth/login', 'Login', 'auth:titles.login', async () => (await import('./components/login-screen')).LoginScreen),
  lazyPage('/auth/signup/:client?', 'Signup', 'auth:titles.signup', async () => (await import('./components/signup-screen')).SignupScreen),
  lazyPage(
    '/auth/forgot-password',
    'ForgotPassword',
    'auth:titles.forgotPassword',
    async () => (await import('./components/forgot-password-screen')).ForgotPasswordScreen,
  ),
  lazyPage(
    '/auth/reset-password/:token',
    'ResetPassword',
    'auth:titles.resetPassword',
    async () => (await import('./components/reset-password-screen')).ResetPasswordScreen,
  ),
  lazyPage(
    '/auth/email-verification/:token',
    'EmailVerification',
    'auth:titles.emailVerification',
    async () => (await import('./components/email-verification-screen')).EmailVerificationScreen,
  ),
  lazyPage(
    '/auth/create-account/:token',
    'CreateAccount',
    'auth:titles.createAccount',
    async () => (await import('./components/create-account-screen')).CreateAccountScreen,
  ),
  // The link that confirms a new e-mail address (docs/rules/accounts-and-sign-in.md#changing-the-e-mail-address).
  lazyPage(
    '/auth/confirm-email/:token',
    'ConfirmEmail',
    'auth:titles.confirmEmail',
    async () => (await import('./components/confirm-email-screen')).ConfirmEmailScreen,
  ),
  lazyPage(
    '/auth/account-created',
    'AccountCreated',
    'auth:titles.accountCreated',
    async () => (await import('./components/account-created-screen')).AccountCreatedScreen,
  ),
];
