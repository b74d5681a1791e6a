import { okSchema } from '../schemas/common-answers';
import {
  notificationAudienceBodySchema,
  notificationAudienceCountSchema,
  notificationDetailSchema,
  notificationListSchema,
  notificationOptionsSchema,
  notificationPathSchema,
  notificationsPathSchema,
  saveNotificationBodySchema,
} from '../schemas/notifications';
import { defineCall } from './define-call';

/** The console's calls of in-app notifications (docs/rules/communications.md#in-app-notifications); ids of another company's events answer 404. */
export const notificationCalls = {
  list: defineCall({ method: 'GET', path: '/notifications/:eventId', summary: "The event's notifications, newest first, with delivered and read counts", params: notificationsPathSchema, answer: notificationListSchema }),
  get: defineCall({ method: 'GET', path: '/notifications/:eventId/:notificationId', summary: 'One notification for its edit form', params: notificationPathSchema, answer: notificationDetailSchema }),
  save: defineCall({ method: 'POST', path: '/notifications/:eventId/save', summary: 'Adds (id 0) or saves a draft or scheduled notification; sends it now or at a time', params: notificationsPathSchema, body: saveNotificationBodySchema, answer: notificationDetailSchema }),
  cancel: defineCall({ method: 'POST', path: '/notifications/:eventId/:notificationId/cancel', summary: 'Cancels a scheduled notification', params: notificationPathSchema, answer: notificationDetailSchema }),
  delete: defineCall({ method: 'POST', path: '/notifications/:eventId/:notificationId/delete', summary: 'Deletes a draft', params: notificationPathSchema, answer: okSchema }),
  audienceCount: defineCall({ method: 'POST', path: '/notifications/:eventId/audienceCount', summary: 'How many attendees an audience reaches now', params: notificationsPathSchema, body: notificationAudienceBodySchema, answer: notificationAudienceCountSchema }),
  options: defineCall({ method: 'GET', path: '/notificationOptions/:eventId', summary: "The rooms, sessions and groups a notification may name, and the event's zone", params: notificationsPathSchema, answer: notificationOptionsSchema }),
};
