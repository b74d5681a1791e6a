import * as z from 'zod/mini';

// zod/mini, like the primitives: the venue's first load validates these answers (see primitives.ts).

/** A plain acknowledgement for calls that answer nothing else (docs/rules/calls.md#account-calls). */
export const okSchema = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof okSchema>;

/** POST /api/socketTicket and /api/venue/socketTicket: a one-time ticket that authenticates a socket without the token in the URL. */
export const socketTicketSchema = z.object({ ticket: z.string(), expires_in: z.number().check(z.int()) });
export type SocketTicket = z.infer<typeof socketTicketSchema>;
