import { boothLeadListSchema, boothPathSchema, boothSchema, saveBoothBodySchema } from '../schemas/expo-booths';
import { defineCall } from './define-call';

/** The booth content of an event's expo rooms (docs/rules/rooms-and-agenda.md#expo-booths). */
export const boothCalls = {
  get: defineCall({ method: 'GET', path: '/booth/:eventId/:roomId', summary: "An expo room's booth content", params: boothPathSchema, answer: boothSchema }),
  save: defineCall({ method: 'POST', path: '/booth', summary: "Saves an expo room's booth content", body: saveBoothBodySchema, answer: boothSchema }),
  leads: defineCall({ method: 'GET', path: '/boothLeads/:eventId/:roomId', summary: 'The contacts attendees left at a booth, newest first', params: boothPathSchema, answer: boothLeadListSchema }),
  leadsCsv: defineCall({ method: 'GET', path: '/boothLeads/:eventId/:roomId/csv', summary: 'The contacts attendees left at a booth as a CSV file', params: boothPathSchema }),
};
