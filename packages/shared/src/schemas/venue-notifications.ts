import * as z from 'zod/mini';
import { miniIdSchema as id, miniIdTextSchema as idText } from './mini-ids';

/**
 * In-app notifications as the venue reads them (docs/rules/communications.md#in-app-notifications): in the attendee's language (English
 * where the German is empty), newest first, with where they lead. zod/mini: the venue loads it.
 */
export const venueNotificationSchema = z.object({
  id: z.int(),
  title: z.string(),
  text: z.string(),
  /** A room of the event or a session of its agenda to open, or none. */
  roomId: z.nullable(z.int()),
  sessionId: z.nullable(z.int()),
  sentMs: z.number(),
  read: z.boolean(),
});
export type VenueNotification = z.infer<typeof venueNotificationSchema>;
export const venueNotificationListSchema = z.array(venueNotificationSchema);

/** The notice an attendee's venue sockets get when a notification reaches them live. */
export const NOTIFICATION_NOTICE = 'notification';
export const notificationNoticeSchema = z.object({ notification: venueNotificationSchema });

/** POST /api/venue/notifications/delivered: the notifications the venue has received (at most a page of them). */
export const notificationsDeliveredBodySchema = z.object({ ids: z.array(id).check(z.maxLength(500, { error: 'validation.invalid' })) });
export const venueNotificationPathSchema = z.object({ notificationId: idText });
