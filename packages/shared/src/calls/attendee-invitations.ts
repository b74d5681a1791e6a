import { inviteAccountsBodySchema, inviteAccountsResultSchema } from '../schemas/attendee-invitations';
import { defineCall } from './define-call';

/** The console's invitations of attendee accounts (docs/rules/attendees.md#invitations); organisers only. */
export const attendeeInvitationCalls = {
  invite: defineCall({
    method: 'POST',
    path: '/inviteAccounts',
    summary: "Mails personal invitation links to chosen accounts of a published event, or to every account not invited yet",
    body: inviteAccountsBodySchema,
    answer: inviteAccountsResultSchema,
  }),
};
