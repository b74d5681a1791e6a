import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as shared from '@aula/shared';
import { pollBody } from '@aula/shared/testing/poll-body';
import { bearer, signedInUser, type SignedInUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInAttendee } from '../attendee-auth/attendee-test-support';
import { accountBody } from '../attendees/attendees-test-support';
import { sessionBody } from '../agenda/agenda-test-support';
import { eventFields, eventsClient, multipartBody, type EventsClient } from '../events/events-test-support';
import { roomBody } from '../rooms/rooms-test-support';
import { startFakeJitsi } from '../../test/fake-meeting-servers';
import type { FakeServer } from '../../test/fake-servers';
import { integrationForm, MEETINGS_TEST_ENV } from '../meeting-integrations/meeting-integrations-test-support';
import { OPEN_SETTINGS, registrationPageClient } from '../registration/registration-test-support';
import { TEST_TEMPLATE_WORDS } from '../mail-sends/mail-sends-test-support';
import { COMPANY_USERS_TEST_ENV, joinedUser, putOnPlan } from './company-users-test-support';
import { EVENT_SCOPED_ROWS, NOT_EVENT_SCOPED, NOT_YET_SERVED, notificationBody, type EventFixture, type TableRequest } from './event-roles-test-table';

/** Call objects that never take an event of the console: sign-in, the user's own and profile, billing and payment, users, system settings, the venue's, the product's support. */
const OUTSIDE_THE_CONSOLE_EVENTS = /^(auth|signIn|user|billing|paymentSandbox|profile|system|companyUsers|clientConfig|venue\w*|attendeeAuth|support\w*)Calls$/;

let t: TestApp;
let owner: SignedInUser;
let assignedHost: SignedInUser;
let otherHost: SignedInUser;
let fixture: EventFixture;
let jitsi: FakeServer;
const prior: Record<string, unknown> = {};

async function data(res: Awaited<ReturnType<EventsClient['get']>>): Promise<Record<string, unknown>> {
  if (res.statusCode !== 200) throw new Error(`fixture call failed: ${res.statusCode} ${res.body}`);
  return res.json().data as Record<string, unknown>;
}

function send(token: string, request: TableRequest) {
  const client = eventsClient(t, token);
  if (request.multipart) return client.postMultipart(request.url, request.multipart);
  if (request.method === 'GET') return client.get(request.url);
  return client.post(request.url, request.payload);
}

beforeAll(async () => {
  t = await createTestApp({ ...COMPANY_USERS_TEST_ENV, MEETING_ALLOWED_INTERNAL_HOSTS: MEETINGS_TEST_ENV.MEETING_ALLOWED_INTERNAL_HOSTS });
  jitsi = await startFakeJitsi();
  owner = await signedInUser(t);
  await putOnPlan(t, owner.companyId, 'enterprise');
  const api = eventsClient(t, owner.token);
  const eventId = await api.create();
  const { code } = (await data(await api.post(`/publishEvent/${eventId}`))) as { code: string };
  const otherEventId = await api.create({ name: 'River Forum' });
  assignedHost = await joinedUser(t, owner, 'host', [eventId]);
  otherHost = await joinedUser(t, owner, 'host', [otherEventId]);

  const roomId = (await data(await api.post('/room', roomBody(eventId)))).id as number;
  const categoryId = (await data(await api.post('/agendaCategory', { id: 0, eventId, name: 'Main', color: '#1e88e5' }))).id as number;
  const sessionId = (await data(await api.post('/agendaSession', sessionBody(eventId, { roomId, categoryId })))).id as number;
  const accountId = (await data(await api.post('/account', accountBody(eventId, { email: 'ada@example.com' })))).id as number;
  const otherAccountId = (await data(await api.post('/account', accountBody(eventId, { email: 'bert@example.com' })))).id as number;
  const pollId = (await data(await api.post('/poll', pollBody(eventId, roomId)))).id as number;
  const otherPollId = (await data(await api.post('/poll', pollBody(eventId, roomId)))).id as number;
  const templateId = (await data(await api.post(`/mailTemplates/${eventId}`, { ...TEST_TEMPLATE_WORDS, name: 'Welcome', id: 0 }))).id as number;
  const libraryTemplateId = (await data(await api.post('/library/email-templates', { ...TEST_TEMPLATE_WORDS, name: 'Library', id: 0 }))).id as number;
  const notificationId = (await data(await api.post(`/notifications/${eventId}/save`, notificationBody(0)))).id as number;
  const nextYear = `${new Date().getUTCFullYear() + 1}-06-01`;
  const scheduled = { ...notificationBody(0), delivery: 'scheduled', date: nextYear, time: '10:00' };
  const scheduledNotificationId = (await data(await api.post(`/notifications/${eventId}/save`, scheduled))).id as number;
  const channels = (await data(await api.get(`/chatChannels/${eventId}`))).channels as { id: number; kind: string }[];
  const channelId = channels.find((channel) => channel.kind === 'event')!.id;
  const messageId = (await data(await api.post(`/chatChannel/${eventId}/${channelId}/messages`, { body: 'Hello' }))).id as number;
  // What attendees make in the venue (a wall post, a Q&A question), and a send scheduled for later.
  const attendee = await signedInAttendee(t, { eventId, code });
  const wallForm = await multipartBody({ body: 'Hello from the venue' });
  const wallPost = await t.app.inject({ method: 'POST', url: '/api/venue/wall', headers: { ...bearer(attendee.token), ...wallForm.headers }, payload: wallForm.payload });
  const wallPostId = (await data(wallPost)).id as number;
  const question = await t.app.inject({ method: 'POST', url: `/api/venue/qna/${roomId}/ask`, headers: bearer(attendee.token), payload: { body: 'Will the slides be shared?' } });
  const questionId = (await data(question)).id as number;
  const scheduledAt = new Date(Date.now() + 24 * 3600_000).toISOString();
  const sendId = (await data(await api.post(`/mailSends/${eventId}/send`, { templateId, selection: { ids: [accountId] }, scheduledAt }))).id as number;
  // A meeting room on the event's Jitsi, and two registrations awaiting approval.
  prior.jitsiUrl = jitsi.url;
  await data(await api.post(`/meetingIntegrations/${eventId}/jitsi`, integrationForm({ serverUrl: jitsi.url })));
  // Teams' consent starts only for a saved Azure app; saving reaches nothing at Microsoft.
  const azureApp = { tenantId: 'contoso.onmicrosoft.com', appId: '6731de76-14a6-49ae-97bc-6eba6914391e', secret: 'client-secret', organiser: 'events@contoso.com' };
  await data(await api.post(`/meetingIntegrations/${eventId}/teams`, integrationForm(azureApp)));
  const meetingRoomId = (await data(await api.post('/room', roomBody(eventId, { type: 'meeting', meetingProvider: 'jitsi' })))).id as number;
  const expoRoomId = (await data(await api.post('/room', roomBody(eventId, { type: 'expo' })))).id as number;
  prior.registrationSettings = { ...OPEN_SETTINGS, approval: true };
  await data(await api.post(`/registrationSettings/${eventId}`, prior.registrationSettings as object));
  const registrationPage = registrationPageClient(t, code);
  for (const email of ['cleo@example.com', 'dan@example.com']) await data(await registrationPage.registerAndConfirm(email));
  const queue = (await data(await api.get(`/registrations/${eventId}`))) as unknown as { id: number }[];
  fixture = {
    eventId,
    roomId,
    categoryId,
    sessionId,
    accountId,
    otherAccountId,
    pollId,
    otherPollId,
    templateId,
    libraryTemplateId,
    notificationId,
    scheduledNotificationId,
    channelId,
    messageId,
    wallPostId,
    questionId,
    sendId,
    meetingRoomId,
    expoRoomId,
    registrationId: queue[0]!.id,
    otherRegistrationId: queue[1]!.id,
  };

  prior.eventFields = eventFields({ id: String(eventId) });
  const design = await data(await api.get(`/design/${eventId}`));
  prior.design = { imageFileId: null, logoFileId: null, bannerFileId: null, primaryColor: design.primaryColor, backgroundColor: design.backgroundColor, accentColor: design.accentColor, font: design.font };
  prior.navigation = (await data(await api.get(`/navigation/${eventId}`))).items;
  prior.reminders = await data(await api.get(`/mailReminders/${eventId}`));
  prior.roomIds = ((await data(await api.get(`/rooms/${eventId}`))) as unknown as { id: number }[]).map((room) => room.id);
});
afterAll(async () => {
  await t.close();
  await jitsi.close();
});

describe('every event-scoped call follows the role rule', () => {
  it('lists every console call that takes an event', () => {
    const declared = Object.entries(shared)
      .filter(([name, value]) => name.endsWith('Calls') && !OUTSIDE_THE_CONSOLE_EVENTS.test(name) && typeof value === 'object')
      .flatMap(([name, calls]) =>
        Object.entries(calls as Record<string, shared.ApiCall>)
          .filter(([, call]) => !call.path.startsWith('/venue/'))
          .map(([key]) => `${name}.${key}`),
      );
    const listed = new Set([...EVENT_SCOPED_ROWS.map((row) => row.call), ...NOT_EVENT_SCOPED, ...NOT_YET_SERVED]);
    expect(declared.filter((call) => !listed.has(call))).toEqual([]);
    expect([...listed].filter((call) => !declared.includes(call))).toEqual([]);
  });

  it.each(EVENT_SCOPED_ROWS.map((row) => [row.call, row] as const))('%s', async (_call, row) => {
    const request = row.request(fixture, prior);
    const refused = await send(otherHost.token, request);
    expect(refused.statusCode, `a host of another event: ${refused.body}`).toBe(404);
    expect(refused.json().error.code).toBe('not_found');

    const assigned = await send(assignedHost.token, request);
    if (row.expect === 'creator-only') {
      expect(assigned.statusCode, assigned.body).toBe(403);
      return;
    }
    // Every object the call takes exists, so the assigned host's call really succeeds.
    expect(assigned.statusCode, `the assigned host: ${assigned.body}`).toBeLessThan(300);
    if (row.expect === 'changes') return;
    // What it changed is gone or moved on for the owner's turn for `changes`; the rest answer alike.
    const asOwner = await send(owner.token, row.request(fixture, prior));
    expect(asOwner.statusCode, `the owner: ${asOwner.body}`).toBe(assigned.statusCode);
  });
});
