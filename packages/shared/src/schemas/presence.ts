import { z } from 'zod';
import { idTextSchema } from './ids';

/** GET /api/accountsOnline/{eventId}. */
export const presencePathSchema = z.object({ eventId: idTextSchema });

/** Attendees online per room, by room id (JSON object keys are text); rooms nobody is in are left out. */
export const roomsOnlineSchema = z.record(z.string().regex(/^\d+$/), z.number().int().nonnegative());
export type RoomsOnline = z.infer<typeof roomsOnlineSchema>;

/**
 * Who of an event's attendees is online (the online state, docs/rules/venue.md#presence): everyone with the venue open in
 * at least one tab, on any server instance, and how many of them are in each room.
 */
export const onlineAccountsSchema = z.object({
  /** The online attendees' account ids, ascending. */
  accountIds: z.array(z.number().int()),
  total: z.number().int().nonnegative(),
  rooms: roomsOnlineSchema,
});
export type OnlineAccounts = z.infer<typeof onlineAccountsSchema>;

/**
 * The console socket's push when an event's online state changed: the new total and room counts,
 * and who came online (`joined`) or went offline (`left`) since the previous push. At most a few
 * a second per event; a client that may have missed one (its socket reconnected) asks GET
 * /api/accountsOnline/{eventId} again.
 */
export const presenceSocketMessageSchema = z.object({
  action: z.literal('presence'),
  eventId: z.number().int(),
  total: z.number().int().nonnegative(),
  rooms: roomsOnlineSchema,
  joined: z.array(z.number().int()),
  left: z.array(z.number().int()),
});
export type PresenceSocketMessage = z.infer<typeof presenceSocketMessageSchema>;
