import { okSchema } from '../schemas/common-answers';
import { companyUserListSchema, companyUserPathSchema, companyUserSchema, saveCompanyUserBodySchema } from '../schemas/company-users';
import { defineCall } from './define-call';

/**
 * The company's users (docs/rules/roles-and-permissions.md#company-users), for owners only (`mayManageUsers`; others get 403): list,
 * one user, invite or change, deactivate and activate, remove, and send the invitation again.
 * The last owner cannot be removed, demoted or deactivated.
 */
export const companyUsersCalls = {
  list: defineCall({ method: 'GET', path: '/companyUsers', summary: "The company's users with role, status and a host's events", answer: companyUserListSchema }),
  get: defineCall({ method: 'GET', path: '/companyUsers/:userId', summary: "One of the company's users", params: companyUserPathSchema, answer: companyUserSchema }),
  save: defineCall({
    method: 'POST',
    path: '/companyUsers',
    summary: "Invites a user by e-mail (id 0) or changes a user's names, role and assigned events",
    body: saveCompanyUserBodySchema,
    answer: companyUserSchema,
  }),
  deactivate: defineCall({
    method: 'POST',
    path: '/companyUsers/:userId/deactivate',
    summary: "Deactivates a user: no sign-in, and their sessions and sockets end at once",
    params: companyUserPathSchema,
    answer: companyUserSchema,
  }),
  activate: defineCall({ method: 'POST', path: '/companyUsers/:userId/activate', summary: 'Activates a deactivated user again', params: companyUserPathSchema, answer: companyUserSchema }),
  remove: defineCall({
    method: 'POST',
    path: '/companyUsers/:userId/remove',
    summary: "Deletes a user; the events stay the company's",
    params: companyUserPathSchema,
    answer: okSchema,
  }),
  resendInvitation: defineCall({
    method: 'POST',
    path: '/companyUsers/:userId/resendInvitation',
    summary: 'Sends an invited user a new invitation link; the old one stops working',
    params: companyUserPathSchema,
    answer: okSchema,
  }),
};
