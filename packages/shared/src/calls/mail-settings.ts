import { mailSettingsPathSchema, mailSettingsSchema, saveMailSettingsBodySchema, testMailResultSchema } from '../schemas/mail-settings';
import { defineCall } from './define-call';

/**
 * The event's mail settings (docs/rules/communications.md#mail-settings): sender, reply-to and optionally the event's own SMTP
 * server. The password is write-only. A test mail goes to the signed-in organiser through the
 * settings in the form, unsaved; a refusing server answers 422 with the server's reason.
 */
export const mailSettingsCalls = {
  get: defineCall({ method: 'GET', path: '/mailSettings/:eventId', summary: "The event's mail settings, or the defaults", params: mailSettingsPathSchema, answer: mailSettingsSchema }),
  save: defineCall({
    method: 'POST',
    path: '/mailSettings/:eventId',
    summary: "Saves the event's sender, reply-to and own SMTP server; an empty password keeps the stored one",
    params: mailSettingsPathSchema,
    body: saveMailSettingsBodySchema,
    answer: mailSettingsSchema,
  }),
  testMail: defineCall({
    method: 'POST',
    path: '/mailSettings/:eventId/testMail',
    summary: 'Sends a test mail to the signed-in organiser with the settings in the form, without saving them',
    params: mailSettingsPathSchema,
    body: saveMailSettingsBodySchema,
    answer: testMailResultSchema,
  }),
};
