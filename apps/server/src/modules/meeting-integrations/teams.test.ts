import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeetingIntegrationSettings } from '@aula/shared';
import { eventMeetingIntegrations, roomMeetings } from '../../db/schema';
import { signedInUser, type SignedInUser } from '../../test/accounts';
import { startFakeMicrosoft, type FakeMicrosoft } from '../../test/fake-meeting-servers';
import { injectedConsoleSocket } from '../../test/sockets';
import { createTestApp, type TestApp } from '../../test/test-app';
import { publishedEvent, signedInAttendee } from '../attendee-auth/attendee-test-support';
import { roomsClient } from '../rooms/rooms-test-support';
import { MEETINGS_TEST_ENV, integrationForm, meetingIntegrationsClient, venueJoin } from './meeting-integrations-test-support';

const AZURE = {
  tenantId: 'contoso.onmicrosoft.com',
  clientId: '6731de76-14a6-49ae-97bc-6eba6914391e',
  clientSecret: 'teams~Client.Secret-4f9a',
  organiser: 'events@contoso.com',
};

describe('Microsoft Teams integration', () => {
  let t: TestApp;
  let microsoft: FakeMicrosoft;
  let organiser: SignedInUser;
  let api: ReturnType<typeof meetingIntegrationsClient>;
  let event: { eventId: number; code: string };

  const teamsForm = (change: Record<string, unknown> = {}) =>
    integrationForm({ tenantId: AZURE.tenantId, appId: AZURE.clientId, secret: AZURE.clientSecret, organiser: AZURE.organiser, ...change });
  const teamsIn = (answer: { json(): { data: { integrations: MeetingIntegrationSettings[] } } }) =>
    answer.json().data.integrations.find((settings) => settings.provider === 'teams')!;
  const teamsOf = async (eventId: number) => teamsIn(await api.list(eventId)) as Required<MeetingIntegrationSettings>;
  const callback = (query: string) => t.app.inject({ method: 'GET', url: `/api/meetingIntegrations/teams/consentCallback?${query}`, headers: { 'accept-language': 'de' } });
  const startConsent = async (token = organiser.token) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/meetingIntegrations/${event.eventId}/teams/consent`, headers: { authorization: `Bearer ${token}` } });
    return res.statusCode === 200 ? new URL(res.json().data.url as string) : res;
  };

  beforeAll(async () => {
    microsoft = await startFakeMicrosoft(AZURE);
    t = await createTestApp({
      ...MEETINGS_TEST_ENV,
      PUBLIC_URL: 'https://aula.example.com',
      MEETING_TEAMS_LOGIN_URL: microsoft.url,
      MEETING_TEAMS_GRAPH_URL: microsoft.url,
    });
    organiser = await signedInUser(t);
    api = meetingIntegrationsClient(t, organiser.token);
    event = await publishedEvent(t, organiser.token);
  });
  afterAll(async () => {
    await t.close();
    await microsoft.close();
  });

  it('needs the tenant, the app, its secret and the organising user, and never answers the secret', async () => {
    expect(await teamsOf(event.eventId)).toEqual({
      provider: 'teams',
      enabled: false,
      serverUrl: '',
      appId: '',
      checksum: 'sha256',
      secretStored: false,
      teams: { tenantId: '', organiser: '', consent: { state: 'none', error: '' } },
    });
    const missing = await api.save(event.eventId, 'teams', integrationForm());
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ tenantId: 'validation.required', appId: 'validation.required', secret: 'validation.required', organiser: 'validation.required' });
    const malformed = await api.save(event.eventId, 'teams', teamsForm({ tenantId: 'contoso/../x', organiser: 'events@contoso.com/../../me' }));
    expect(malformed.json().error.fields).toEqual({ tenantId: 'validation.teams_tenant', organiser: 'validation.teams_organiser' });

    const saved = await api.save(event.eventId, 'teams', teamsForm());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(AZURE.clientSecret);
    expect(teamsIn(saved)).toMatchObject({ enabled: true, appId: AZURE.clientId, secretStored: true, teams: { tenantId: AZURE.tenantId, organiser: AZURE.organiser } });
    expect(JSON.stringify(await t.database.db.select().from(eventMeetingIntegrations))).not.toContain(AZURE.clientSecret);
  });

  it('tests the connection with a client-credentials token and a meeting it creates and deletes again', async () => {
    const ok = await api.test(event.eventId, 'teams', teamsForm({ secret: '' }));
    expect(ok.statusCode, ok.body).toBe(200);
    const tokenRequest = microsoft.requests.find((request) => request.url.endsWith('/oauth2/v2.0/token'))!;
    expect(tokenRequest.url).toBe(`/${AZURE.tenantId}/oauth2/v2.0/token`);
    expect(Object.fromEntries(new URLSearchParams(tokenRequest.body))).toEqual({
      client_id: AZURE.clientId,
      client_secret: AZURE.clientSecret,
      scope: 'https://graph.microsoft.com/.default',
      grant_type: 'client_credentials',
    });
    const create = microsoft.requests.find((request) => request.url.endsWith('/onlineMeetings'))!;
    expect(create.url).toBe(`/v1.0/users/${encodeURIComponent(AZURE.organiser)}/onlineMeetings`);
    expect(JSON.parse(create.body)).toMatchObject({ subject: 'Aula connection test', startDateTime: expect.any(String), endDateTime: expect.any(String) });
    expect(microsoft.creates()).toBe(1);
    expect(microsoft.meetings.size).toBe(0);
  });

  it("says what the administrator must do about Microsoft's refusals, in the caller's language", async () => {
    const secret = await api.test(event.eventId, 'teams', teamsForm({ secret: 'an-old-secret' }));
    expect(secret.statusCode).toBe(422);
    expect(secret.json().error).toMatchObject({ code: 'meeting_provider_failed', message: expect.stringContaining('create a new client secret') });
    const german = await api.test(event.eventId, 'teams', teamsForm({ secret: 'an-old-secret' }), 'de');
    expect(german.json().error.message).toContain('Erstellen Sie im Azure-Portal');
    expect((await api.test(event.eventId, 'teams', teamsForm({ appId: 'another-app' }))).json().error.message).toContain('application (client) id');
    expect((await api.test(event.eventId, 'teams', teamsForm({ tenantId: 'fabrikam.onmicrosoft.com' }))).json().error.message).toContain('does not know this tenant');
    const user = await api.test(event.eventId, 'teams', teamsForm({ organiser: 'nobody@contoso.com' }));
    expect(user.json().error.message).toBe(
      'Microsoft Graph does not know the user nobody@contoso.com. Enter the object id or the sign-in name (UPN) of a Teams user of this tenant.',
    );
    microsoft.refuseMeetings(403);
    try {
      const policy = await api.test(event.eventId, 'teams', teamsForm({ secret: '' }));
      expect(policy.statusCode).toBe(422);
      expect(policy.json().error.message).toContain('OnlineMeetings.ReadWrite.All');
      expect(policy.json().error.message).toContain('application access policy');
    } finally {
      microsoft.refuseMeetings(null);
    }
  });

  it("runs the admin consent: Microsoft's answer with the right state is recorded once and told to the organiser's console", async () => {
    const consentUrl = await startConsent();
    if (!(consentUrl instanceof URL)) throw new Error(consentUrl.body);
    expect(`${consentUrl.origin}${consentUrl.pathname}`).toBe(`${microsoft.url}/${AZURE.tenantId}/adminconsent`);
    expect(consentUrl.searchParams.get('client_id')).toBe(AZURE.clientId);
    expect(consentUrl.searchParams.get('redirect_uri')).toBe('https://aula.example.com/api/meetingIntegrations/teams/consentCallback');
    const state = consentUrl.searchParams.get('state')!;
    expect((await teamsOf(event.eventId)).teams.consent).toEqual({ state: 'waiting', error: '' });

    const console = await injectedConsoleSocket(t.app, organiser.token);
    const colleague = await injectedConsoleSocket(t.app, (await signedInUser(t)).token);
    const forged = await callback(`admin_consent=True&state=${event.eventId}.${'A'.repeat(43)}`);
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('abgelaufen oder wurde bereits beantwortet');
    for (const state of [`9999999999.${'A'.repeat(43)}`, `${event.eventId}.short`, '']) expect((await callback(`admin_consent=True&state=${state}`)).statusCode).toBe(400);
    expect((await teamsOf(event.eventId)).teams.consent.state).toBe('waiting');

    const pushed = console.next((message) => message.action === 'azureTokenObtained');
    const granted = await callback(`admin_consent=True&tenant=${AZURE.tenantId}&state=${encodeURIComponent(state)}`);
    expect(granted.statusCode).toBe(200);
    expect(granted.headers['content-type']).toContain('text/html');
    expect(granted.body).toContain('Sie können dieses Fenster schließen');
    expect(await pushed).toEqual({ action: 'azureTokenObtained' });
    expect((await teamsOf(event.eventId)).teams.consent).toEqual({ state: 'granted', error: '' });
    await colleague.answersPing();
    expect(colleague.received.some((message) => message.action === 'azureTokenObtained')).toBe(false);

    const replayed = await callback(`admin_consent=True&state=${encodeURIComponent(state)}`);
    expect(replayed.statusCode).toBe(400);
    console.close();
    colleague.close();
  });

  it("records the administrator's refusal with Microsoft's words, and keeps other companies out of the consent", async () => {
    const consentUrl = await startConsent();
    if (!(consentUrl instanceof URL)) throw new Error(consentUrl.body);
    const description = 'AADSTS65004: User declined to consent to access the app.';
    const refused = await callback(`error=access_denied&error_description=${encodeURIComponent(description)}&state=${encodeURIComponent(consentUrl.searchParams.get('state')!)}`);
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toContain(description);
    expect((await teamsOf(event.eventId)).teams.consent).toEqual({ state: 'refused', error: description });

    const stranger = await signedInUser(t);
    const foreign = await startConsent(stranger.token);
    expect(foreign instanceof URL ? 200 : foreign.statusCode).toBe(404);
    const strangerApi = meetingIntegrationsClient(t, stranger.token);
    expect((await strangerApi.list(event.eventId)).statusCode).toBe(404);
    expect((await strangerApi.test(event.eventId, 'teams', teamsForm({ secret: '' }))).statusCode).toBe(404);
  });

  it("creates a room's meeting once under concurrent first joins, keeps its join link and opens it in a new tab", async () => {
    const roomId = await roomsClient(t, organiser.token).createRoom(event.eventId, { type: 'meeting', nameEn: 'Town hall', meetingProvider: 'teams' });
    const [ada, mia] = [await signedInAttendee(t, event), await signedInAttendee(t, event)];
    const createsBefore = microsoft.creates();
    const joins = await Promise.all([venueJoin(t, ada.token, roomId), venueJoin(t, mia.token, roomId), api.organiserJoin(event.eventId, roomId)]);
    for (const join of joins) expect(join.statusCode, join.body).toBe(200);
    const urls = new Set(joins.map((join) => join.json().data.url as string));
    expect(urls.size).toBe(1);
    expect(joins[0]!.json().data.embed).toBe(false);
    const [url] = [...urls];
    expect([...microsoft.meetings.values()].map((meeting) => meeting.joinWebUrl)).toEqual([url]);
    expect([...microsoft.meetings.values()][0]!.subject).toBe('Town hall');
    expect(await t.database.db.select({ joinUrl: roomMeetings.joinUrl }).from(roomMeetings)).toEqual([{ joinUrl: url }]);

    const tokenCalls = microsoft.requests.filter((request) => request.url.endsWith('/token')).length;
    const createsAfter = microsoft.creates();
    expect(createsAfter).toBeGreaterThan(createsBefore);
    expect((await venueJoin(t, (await signedInAttendee(t, event)).token, roomId)).json().data.url).toBe(url);
    expect(microsoft.creates()).toBe(createsAfter);
    expect(microsoft.requests.filter((request) => request.url.endsWith('/token')).length).toBe(tokenCalls);

    const outsider = await signedInAttendee(t, await publishedEvent(t, (await signedInUser(t)).token));
    expect((await venueJoin(t, outsider.token, roomId)).statusCode).toBe(404);
  });

  it('tells the joining attendee what the administrator must do when Graph refuses the meeting', async () => {
    const roomId = await roomsClient(t, organiser.token).createRoom(event.eventId, { type: 'meeting', nameEn: 'Breakout', meetingProvider: 'teams' });
    const attendee = await signedInAttendee(t, event);
    microsoft.refuseMeetings(403);
    try {
      const res = await venueJoin(t, attendee.token, roomId);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.message).toContain('application access policy');
    } finally {
      microsoft.refuseMeetings(null);
    }
  });

  it('accepts a state once under two answers at once, and never after its session ended or its quarter of an hour passed', async () => {
    const twice = await startConsent();
    if (!(twice instanceof URL)) throw new Error(twice.body);
    const query = `admin_consent=True&state=${encodeURIComponent(twice.searchParams.get('state')!)}`;
    const answers = await Promise.all([callback(query), callback(query)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);

    const host = await signedInUser(t);
    const hostEvent = await publishedEvent(t, host.token);
    await meetingIntegrationsClient(t, host.token).save(hostEvent.eventId, 'teams', teamsForm());
    const started = await t.app.inject({ method: 'POST', url: `/api/meetingIntegrations/${hostEvent.eventId}/teams/consent`, headers: { authorization: `Bearer ${host.token}` } });
    const hostState = new URL(started.json().data.url as string).searchParams.get('state')!;
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${host.token}` } })).statusCode).toBe(200);
    expect((await callback(`admin_consent=True&state=${encodeURIComponent(hostState)}`)).statusCode).toBe(400);

    const late = await startConsent();
    if (!(late instanceof URL)) throw new Error(late.body);
    t.advanceClock(16 * 60 * 1000);
    expect((await teamsOf(event.eventId)).teams.consent).toEqual({ state: 'granted', error: '' });
    expect((await callback(`admin_consent=True&state=${encodeURIComponent(late.searchParams.get('state')!)}`)).statusCode).toBe(400);
  });

  it("forgets the rooms' meetings when the tenant or the app changes, and only this event's", async () => {
    const roomId = await roomsClient(t, organiser.token).createRoom(event.eventId, { type: 'meeting', nameEn: 'Atrium', meetingProvider: 'teams' });
    const attendee = await signedInAttendee(t, event);
    const first = (await venueJoin(t, attendee.token, roomId)).json().data.url as string;
    const other = await signedInUser(t);
    const otherEvent = await publishedEvent(t, other.token);
    await meetingIntegrationsClient(t, other.token).save(otherEvent.eventId, 'teams', teamsForm());
    const otherRoom = await roomsClient(t, other.token).createRoom(otherEvent.eventId, { type: 'meeting', nameEn: 'Hall', meetingProvider: 'teams' });
    const otherUrl = (await venueJoin(t, (await signedInAttendee(t, otherEvent)).token, otherRoom)).json().data.url as string;
    const keptUrls = async () => (await t.database.db.select({ joinUrl: roomMeetings.joinUrl }).from(roomMeetings)).map((row) => row.joinUrl);

    expect((await api.save(event.eventId, 'teams', teamsForm({ secret: '', organiser: 'host@contoso.com' }))).statusCode).toBe(200);
    expect(await keptUrls()).toContain(first);
    expect((await api.save(event.eventId, 'teams', teamsForm({ secret: '', tenantId: 'fabrikam.onmicrosoft.com' }))).statusCode).toBe(200);
    expect(await keptUrls()).not.toContain(first);
    expect(await keptUrls()).toContain(otherUrl);

    await api.save(event.eventId, 'teams', teamsForm({ secret: '' }));
    expect((await venueJoin(t, attendee.token, roomId)).json().data.url).not.toBe(first);
    await api.save(event.eventId, 'teams', teamsForm({ secret: '', appId: '0c1f6e0a-5b55-4c0b-9f3c-8c2a1d6e7f90' }));
    expect(await keptUrls()).toEqual([otherUrl]);
  });
});
