import { designPathSchema, eventDesignSchema, saveEventDesignBodySchema } from '../schemas/design';
import { eventNavigationSchema, navigationPathSchema, saveNavigationBodySchema } from '../schemas/navigation';
import { defineCall } from './define-call';

/** The look of an event's public page (docs/rules/design.md#event-design). */
export const designCalls = {
  get: defineCall({ method: 'GET', path: '/design/:eventId', summary: "The event's design, or the defaults", params: designPathSchema, answer: eventDesignSchema }),
  save: defineCall({
    method: 'POST',
    path: '/design/:eventId',
    summary: "Saves the event's images, colours and font",
    params: designPathSchema,
    body: saveEventDesignBodySchema,
    answer: eventDesignSchema,
  }),
};

/** The attendee menu of an event (docs/rules/design.md#attendee-menu). */
export const navigationCalls = {
  get: defineCall({
    method: 'GET',
    path: '/navigation/:eventId',
    summary: "The event's attendee menu, or the default one",
    params: navigationPathSchema,
    answer: eventNavigationSchema,
  }),
  save: defineCall({
    method: 'POST',
    path: '/navigation/:eventId',
    summary: 'Replaces the attendee menu with the given ordered list',
    params: navigationPathSchema,
    body: saveNavigationBodySchema,
    answer: eventNavigationSchema,
  }),
};
