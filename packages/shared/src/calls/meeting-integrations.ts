import {
  meetingIntegrationPathSchema,
  meetingRoomPathSchema,
  meetingIntegrationsPathSchema,
  meetingIntegrationsSchema,
  meetingTestResultSchema,
  saveMeetingIntegrationBodySchema,
  teamsConsentStartSchema,
} from '../schemas/meeting-integrations';
import { defineCall } from './define-call';
import { meetingJoinSchema } from './venue-meetings';

/**
 * The event's video-meeting integrations (docs/rules/rooms-and-agenda.md#meeting-integrations), for its organisers: one
 * setting per provider, secrets write-only; a test reaches the provider with the form's values,
 * unsaved, and a refusal answers 422 with what the administrator must do.
 */
export const meetingIntegrationCalls = {
  list: defineCall({
    method: 'GET',
    path: '/meetingIntegrations/:eventId',
    summary: "The event's meeting providers and whether each secret is set",
    params: meetingIntegrationsPathSchema,
    answer: meetingIntegrationsSchema,
  }),
  save: defineCall({
    method: 'POST',
    path: '/meetingIntegrations/:eventId/:provider',
    summary: "Saves one provider's settings; an empty secret keeps the stored one",
    params: meetingIntegrationPathSchema,
    body: saveMeetingIntegrationBodySchema,
    answer: meetingIntegrationsSchema,
  }),
  organiserJoin: defineCall({
    method: 'POST',
    path: '/meetingIntegrations/:eventId/rooms/:roomId/join',
    summary: "Joins a meeting room of the event as moderator, under the organiser's name, creating its meeting when first needed",
    params: meetingRoomPathSchema,
    answer: meetingJoinSchema,
  }),
  teamsConsent: defineCall({
    method: 'POST',
    path: '/meetingIntegrations/:eventId/teams/consent',
    summary: "Starts the admin consent of the event's saved Azure app: answers Microsoft's consent address, whose answer returns to the server",
    params: meetingIntegrationsPathSchema,
    answer: teamsConsentStartSchema,
  }),
  test: defineCall({
    method: 'POST',
    path: '/meetingIntegrations/:eventId/:provider/test',
    summary: "Reaches the provider with the form's settings, without saving them",
    params: meetingIntegrationPathSchema,
    body: saveMeetingIntegrationBodySchema,
    answer: meetingTestResultSchema,
  }),
};
