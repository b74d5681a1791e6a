import * as z from 'zod/mini';
import { miniIdTextSchema } from '../schemas/mini-ids';
import { defineCall } from './define-call';

/** Path of joining a room's meeting from the venue. */
export const venueMeetingPathSchema = z.object({ roomId: miniIdTextSchema });

/**
 * Where the attendee joins a room's meeting: `embed` in the venue's frame where the provider
 * allows it, otherwise in a new tab (docs/decisions/0130-meetings-embedded-or-in-a-new-tab.md). A Zoom join also
 * carries the Meeting SDK's `signature` for this meeting and person, for a client that joins
 * through Zoom's SDK; the address opens Zoom's web client, which needs none
 * (docs/decisions/0132-zoom-joined-in-its-web-client.md).
 */
export const meetingJoinSchema = z.object({ url: z.string(), embed: z.boolean(), signature: z.optional(z.string()) });
export type MeetingJoin = z.infer<typeof meetingJoinSchema>;

/** Joining a meeting room in the venue (docs/rules/venue.md#rooms-in-the-venue), written with zod/mini for the venue's bundle. */
export const venueMeetingCalls = {
  join: defineCall({
    method: 'POST',
    path: '/venue/meetings/:roomId/join',
    summary: "Joins a visible meeting room of the attendee's event under their name, creating its meeting when first needed",
    params: venueMeetingPathSchema,
    answer: meetingJoinSchema,
  }),
};
