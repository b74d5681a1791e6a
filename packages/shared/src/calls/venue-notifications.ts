import { okSchema } from '../schemas/common-answers';
import { notificationsDeliveredBodySchema, venueNotificationListSchema, venueNotificationPathSchema } from '../schemas/venue-notifications';
import { defineCall } from './define-call';

/** The venue's calls of in-app notifications (docs/rules/communications.md#in-app-notifications): the attendee's own only. */
export const venueNotificationCalls = {
  list: defineCall({ method: 'GET', path: '/venue/notifications', summary: "The attendee's notifications, newest first, in their language", answer: venueNotificationListSchema }),
  delivered: defineCall({ method: 'POST', path: '/venue/notifications/delivered', summary: 'Marks notifications the venue has received as delivered', body: notificationsDeliveredBodySchema, answer: okSchema }),
  read: defineCall({ method: 'POST', path: '/venue/notifications/:notificationId/read', summary: 'Marks a notification read', params: venueNotificationPathSchema, answer: okSchema }),
};
