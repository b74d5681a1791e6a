import {
  checkLinkTokenBodySchema,
  createUserBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  okSchema,
  resendVerificationBodySchema,
  setPasswordWithTokenBodySchema,
  verifyEmailBodySchema,
} from '../schemas/auth';
import { defineCall } from './define-call';
import { signInCalls } from './sign-in';

/** Sign-up, sign-in and the e-mailed links (docs/rules/calls.md#account-calls). */
export const authCalls = {
  login: defineCall({ ...signInCalls.login, body: loginBodySchema }),
  refresh: signInCalls.refresh,
  logout: defineCall({ ...signInCalls.logout, answer: okSchema }),
  createUser: defineCall({
    method: 'POST',
    path: '/createUser',
    summary: 'Signs up; the activation mail follows (the same answer for a registered address)',
    body: createUserBodySchema,
    answer: okSchema,
  }),
  verifyEmail: defineCall({ method: 'POST', path: '/verifyEmail', summary: 'Activates an account by its link', body: verifyEmailBodySchema, answer: okSchema }),
  resendVerification: defineCall({
    method: 'POST',
    path: '/resendVerification',
    summary: 'Mails a new activation link (the same answer for any address)',
    body: resendVerificationBodySchema,
    answer: okSchema,
  }),
  forgotPassword: defineCall({
    method: 'POST',
    path: '/forgotPassword',
    summary: 'Mails a password-reset link (the same answer for any address)',
    body: forgotPasswordBodySchema,
    answer: okSchema,
  }),
  checkLinkToken: defineCall({
    method: 'POST',
    path: '/checkLinkToken',
    summary: 'Whether a reset or invitation link can still be used, without using it',
    body: checkLinkTokenBodySchema,
    answer: okSchema,
  }),
  resetPassword: defineCall({
    method: 'POST',
    path: '/resetPassword',
    summary: 'Sets a new password through a reset link',
    body: setPasswordWithTokenBodySchema,
    answer: okSchema,
  }),
  createAccount: defineCall({
    method: 'POST',
    path: '/createAccount',
    summary: 'Sets the password of an invited account through its link',
    body: setPasswordWithTokenBodySchema,
    answer: okSchema,
  }),
};
