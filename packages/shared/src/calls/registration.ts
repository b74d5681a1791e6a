import { okSchema } from '../schemas/common-answers';
import {
  confirmRegistrationBodySchema,
  confirmedRegistrationSchema,
  decideRegistrationBodySchema,
  registerBodySchema,
  registrationEventPathSchema,
  registrationQueueSchema,
  registrationSettingsSchema,
  saveRegistrationSettingsBodySchema,
  venueRegistrationFormSchema,
} from '../schemas/registration';
import { venueCodePathSchema } from '../schemas/venue';
import { defineCall } from './define-call';

/**
 * Open registration (docs/rules/attendees.md#registration): the organisers' settings and queue, and the
 * venue's registration page under the event's code (no token; 404 while the event is invitation only).
 */
export const registrationCalls = {
  settings: defineCall({ method: 'GET', path: '/registrationSettings/:eventId', summary: "The event's access, registration and attendee-list settings", params: registrationEventPathSchema, answer: registrationSettingsSchema }),
  saveSettings: defineCall({ method: 'POST', path: '/registrationSettings/:eventId', summary: "Saves the event's access, registration and attendee-list settings", params: registrationEventPathSchema, body: saveRegistrationSettingsBodySchema, answer: registrationSettingsSchema }),
  queue: defineCall({ method: 'GET', path: '/registrations/:eventId', summary: 'Confirmed registrations awaiting approval or on the waiting list, oldest first', params: registrationEventPathSchema, answer: registrationQueueSchema }),
  approve: defineCall({ method: 'POST', path: '/approveRegistration/:eventId', summary: 'Approves a registration: its account is made (or it joins the waiting list when the event is full)', params: registrationEventPathSchema, body: decideRegistrationBodySchema, answer: okSchema }),
  reject: defineCall({ method: 'POST', path: '/rejectRegistration/:eventId', summary: 'Rejects a registration awaiting approval or waiting; the person is told by mail', params: registrationEventPathSchema, body: decideRegistrationBodySchema, answer: okSchema }),
  form: defineCall({ method: 'GET', path: '/venue/:code/registration', summary: 'What the registration page asks', params: venueCodePathSchema, answer: venueRegistrationFormSchema }),
  register: defineCall({ method: 'POST', path: '/venue/:code/register', summary: 'Registers an address; the same answer whether or not it has an account, the mail tells', params: venueCodePathSchema, body: registerBodySchema, answer: okSchema }),
  confirm: defineCall({ method: 'POST', path: '/venue/:code/confirmRegistration', summary: 'Confirms the address from the mailed link', params: venueCodePathSchema, body: confirmRegistrationBodySchema, answer: confirmedRegistrationSchema }),
};
