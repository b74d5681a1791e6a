import { okSchema } from '../schemas/common-answers';
import {
  changeEmailBodySchema,
  changePasswordBodySchema,
  confirmEmailChangeBodySchema,
  profileSchema,
  setUserInfoBodySchema,
} from '../schemas/profile';
import { defineCall } from './define-call';

/** The signed-in user's own profile (`/setUserInfo`; docs/rules/accounts-and-sign-in.md#profile). */
export const profileCalls = {
  get: defineCall({ method: 'GET', path: '/profile', summary: "The signed-in user's profile, with a pending e-mail change", answer: profileSchema }),
  setUserInfo: defineCall({
    method: 'POST',
    path: '/setUserInfo',
    summary: 'Saves names, company (owners), language and photo (multipart `image`: PNG or JPEG, at most 1 MB; empty deletes it)',
    body: setUserInfoBodySchema,
    answer: profileSchema,
  }),
  changePassword: defineCall({
    method: 'POST',
    path: '/changePassword',
    summary: "Changes the password; the user's other sessions end",
    body: changePasswordBodySchema,
    answer: okSchema,
  }),
  changeEmail: defineCall({
    method: 'POST',
    path: '/changeEmail',
    summary: 'Mails a confirmation link to a new address; it counts once the link is opened',
    body: changeEmailBodySchema,
    answer: okSchema,
  }),
  confirmEmailChange: defineCall({
    method: 'POST',
    path: '/confirmEmailChange',
    summary: 'Opens the link mailed for an e-mail change: the new address replaces the old one',
    body: confirmEmailChangeBodySchema,
    answer: okSchema,
  }),
  cancelEmailChange: defineCall({
    method: 'POST',
    path: '/cancelEmailChange',
    summary: 'Cancels a pending e-mail change: the address stays, the link mailed for it stops working',
    answer: okSchema,
  }),
};
