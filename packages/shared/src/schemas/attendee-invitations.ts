import { z } from 'zod';
import { idSchema } from './ids';

/** The most accounts one invitation call names (a selection of the list: docs/rules/attendees.md#bulk-actions). */
export const INVITE_ACCOUNTS_MAX = 10_000;

/** How long a mailed invitation link works, in days. */
export const ATTENDEE_INVITATION_TTL_DAYS = 7;

/**
 * POST /api/inviteAccounts: invite (or invite again) the chosen accounts of an event, or every
 * account not invited yet. Inviting an invited account mails a new link, and the older one stops
 * working once it is sent. Inactive accounts are left out.
 */
export const inviteAccountsBodySchema = z.union([
  z.object({ eventId: idSchema, accountIds: z.array(idSchema).min(1).max(INVITE_ACCOUNTS_MAX) }),
  z.object({ eventId: idSchema, notInvited: z.literal(true) }),
]);
export type InviteAccountsBody = z.infer<typeof inviteAccountsBodySchema>;

/** How many accounts got an invitation on its way. */
export const inviteAccountsResultSchema = z.object({ invited: z.number().int() });
export type InviteAccountsResult = z.infer<typeof inviteAccountsResultSchema>;
