import * as z from 'zod/mini';
import { attendeeNoticeSchema, topicClientMessageSchemas, topicServerMessageSchemas } from './topics';

/** The venue's live socket (docs/rules/venue.md#presence), beside the console's `/api/ws`; its tickets come from POST /api/venue/socketTicket. */
export const VENUE_SOCKET_PATH = '/api/venue/ws';

/** A room id as the socket carries it: a positive whole number that fits an id column. */
const roomIdSchema = z.int32().check(z.positive());

/**
 * Messages the venue sends on its socket: `auth` first (the one-time ticket), then `ping` (the
 * app-level keep-alive of docs/rules/calls.md#live-socket), `enterRoom` / `leaveRoom` as the attendee moves between a
 * room of their event and the rest of the venue, and `activity` whenever the tab's visibility or its
 * room's player changes (docs/rules/analytics.md#what-is-recorded). Written with zod/mini: the venue's
 * first load carries it (its 120 KiB budget).
 */
export const venueClientSocketMessageSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('auth'), ticket: z.string().check(z.minLength(16), z.maxLength(200)) }),
  z.object({ action: z.literal('ping') }),
  z.object({ action: z.literal('enterRoom'), roomId: roomIdSchema }),
  z.object({ action: z.literal('leaveRoom') }),
  z.object({ action: z.literal('activity'), visible: z.boolean(), playing: z.boolean() }),
  ...topicClientMessageSchemas,
]);
export type VenueClientSocketMessage = z.infer<typeof venueClientSocketMessageSchema>;

/** Messages the server sends on the venue's socket: the protocol's own, topics' changes and notices to the attendee. */
export const venueServerSocketMessageSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('authenticated') }),
  z.object({ action: z.literal('pong') }),
  ...topicServerMessageSchemas,
  attendeeNoticeSchema,
]);
export type VenueServerSocketMessage = z.infer<typeof venueServerSocketMessageSchema>;
