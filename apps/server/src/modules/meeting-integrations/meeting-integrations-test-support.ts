import type { TestApp } from '../../test/test-app';
import { ATTENDEE_TEST_ENV } from '../attendee-auth/attendee-test-support';
import { eventsClient } from '../events/events-test-support';

/** The fake providers listen on loopback, which only the operator's allow-list opens to organisers. */
export const MEETINGS_TEST_ENV = { ...ATTENDEE_TEST_ENV, MEETING_ALLOWED_INTERNAL_HOSTS: '127.0.0.1', MEETING_CALL_TIMEOUT_MS: '3000' };

/** A provider form's values for POST /api/meetingIntegrations/{eventId}/{provider}, on, with changes. */
export const integrationForm = (change: Record<string, unknown> = {}) => ({
  enabled: true,
  serverUrl: '',
  appId: '',
  checksum: 'sha256',
  secret: '',
  removeSecret: false,
  ...change,
});

/** The integration calls as an organiser makes them, and the venue's join as an attendee does. */
export function meetingIntegrationsClient(t: TestApp, token: string) {
  const api = eventsClient(t, token);
  return {
    list: (eventId: number) => api.get(`/meetingIntegrations/${eventId}`),
    save: (eventId: number, provider: string, form: object) => api.post(`/meetingIntegrations/${eventId}/${provider}`, form),
    organiserJoin: (eventId: number, roomId: number) => api.post(`/meetingIntegrations/${eventId}/rooms/${roomId}/join`),
    test: (eventId: number, provider: string, form: object, lang = 'en') =>
      t.app.inject({ method: 'POST', url: `/api/meetingIntegrations/${eventId}/${provider}/test`, headers: { authorization: `Bearer ${token}`, 'accept-language': lang }, payload: form }),
  };
}

/** POST /api/venue/meetings/{roomId}/join with an attendee's token. */
export const venueJoin = (t: TestApp, attendeeToken: string, roomId: number) =>
  t.app.inject({ method: 'POST', url: `/api/venue/meetings/${roomId}/join`, headers: { authorization: `Bearer ${attendeeToken}` } });
