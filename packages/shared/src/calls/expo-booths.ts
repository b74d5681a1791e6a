import { boothPathSchema, boothSchema, saveBoothBodySchema } from '../schemas/expo-booths';
import { defineCall } from './define-call';

/** The booth content of an event's expo rooms (docs/rules/rooms-and-agenda.md#expo-booths). */
export const boothCalls = {
  get: defineCall({ method: 'GET', path: '/booth/:eventId/:roomId', summary: "An expo room's booth content", params: boothPathSchema, answer: boothSchema }),
  save: defineCall({ method: 'POST', path: '/booth', summary: "Saves an expo room's booth content", body: saveBoothBodySchema, answer: boothSchema }),
};
