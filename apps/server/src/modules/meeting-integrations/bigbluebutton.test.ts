import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventMeetingIntegrations } from '../../db/schema';
import { signedInUser, type SignedInUser } from '../../test/accounts';
import { startFakeBbb, type FakeBbb } from '../../test/fake-meeting-servers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { publishedEvent, signedInAttendee } from '../attendee-auth/attendee-test-support';
import { roomBody, roomsClient } from '../rooms/rooms-test-support';
import { MEETINGS_TEST_ENV, integrationForm, meetingIntegrationsClient, venueJoin } from './meeting-integrations-test-support';

const SHARED_SECRET = 'bbb-Shared-Secret-9f3c2a';

describe('BigBlueButton integration', () => {
  let t: TestApp;
  let bbb: FakeBbb;
  let organiser: SignedInUser;
  let api: ReturnType<typeof meetingIntegrationsClient>;
  let event: { eventId: number; code: string };
  let roomId: number;

  const bbbForm = (change: Record<string, unknown> = {}) => integrationForm({ serverUrl: bbb.apiUrl, secret: SHARED_SECRET, ...change });

  beforeAll(async () => {
    t = await createTestApp(MEETINGS_TEST_ENV);
    bbb = await startFakeBbb(SHARED_SECRET);
    organiser = await signedInUser(t);
    api = meetingIntegrationsClient(t, organiser.token);
    event = await publishedEvent(t, organiser.token);
  });
  afterAll(async () => {
    await t.close();
    await bbb.close();
  });

  it('lists every provider off and without secrets before anything is saved', async () => {
    const res = await api.list(event.eventId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.integrations).toEqual([
      { provider: 'jitsi', enabled: false, serverUrl: '', appId: '', checksum: 'sha256', secretStored: false },
      { provider: 'bigbluebutton', enabled: false, serverUrl: '', appId: '', checksum: 'sha256', secretStored: false },
      { provider: 'zoom', enabled: false, serverUrl: '', appId: '', checksum: 'sha256', secretStored: false },
    ]);
  });

  it('refuses a meeting room of a provider the event has not set up, beside the provider', async () => {
    const res = await roomsClient(t, organiser.token).save(roomBody(event.eventId, { type: 'meeting', meetingProvider: 'bigbluebutton' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ meetingProvider: 'validation.meeting_provider_not_configured' });
  });

  it('needs the shared secret, and keeps it sealed: the answer says only that one is stored', async () => {
    const missing = await api.save(event.eventId, 'bigbluebutton', bbbForm({ secret: '' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ secret: 'validation.required' });

    const saved = await api.save(event.eventId, 'bigbluebutton', bbbForm());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(SHARED_SECRET);
    expect(saved.json().data.integrations[1]).toEqual({
      provider: 'bigbluebutton',
      enabled: true,
      serverUrl: bbb.apiUrl,
      appId: '',
      checksum: 'sha256',
      secretStored: true,
    });
    const rows = await t.database.db.select().from(eventMeetingIntegrations);
    expect(JSON.stringify(rows)).not.toContain(SHARED_SECRET);
    expect((await api.list(event.eventId)).body).not.toContain(SHARED_SECRET);
  });

  it('tests the connection with the stored secret, and says what to do when the server refuses the checksum', async () => {
    const ok = await api.test(event.eventId, 'bigbluebutton', bbbForm({ secret: '' }));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toEqual({ provider: 'bigbluebutton', ok: true, reached: true });
    expect(bbb.requests.at(-1)?.url).toMatch(/^\/bigbluebutton\/api\/getMeetings\?checksum=[0-9a-f]{64}$/);

    const wrong = await api.test(event.eventId, 'bigbluebutton', bbbForm({ secret: 'not-the-secret' }));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error).toMatchObject({
      code: 'meeting_provider_failed',
      message: 'The BigBlueButton server refused the checksum. Check the shared secret and the checksum algorithm (sha256 or sha1).',
    });
    const german = await api.test(event.eventId, 'bigbluebutton', bbbForm({ checksum: 'sha1' }), 'de');
    expect(german.statusCode).toBe(422);
    expect(german.json().error.message).toBe(
      'Der BigBlueButton-Server hat die Prüfsumme abgelehnt. Prüfen Sie das gemeinsame Geheimnis und das Prüfsummenverfahren (sha256 oder sha1).',
    );
  });

  it('says what to do when the address is not a BigBlueButton server or cannot be reached', async () => {
    const notBbb = await api.test(event.eventId, 'bigbluebutton', bbbForm({ serverUrl: `${bbb.url}/elsewhere/` }));
    expect(notBbb.statusCode).toBe(422);
    expect(notBbb.json().error.message).toContain('ends in /bigbluebutton/');
    const internal = await api.save(event.eventId, 'bigbluebutton', bbbForm({ serverUrl: 'http://10.0.0.7/bigbluebutton/' }));
    expect(internal.statusCode).toBe(400);
    expect(internal.json().error.fields).toEqual({ serverUrl: 'validation.internal_meeting_host' });
  });

  it('creates the meeting when first needed and joins attendees as viewers and moderators as moderators, under their names', async () => {
    const rooms = roomsClient(t, organiser.token);
    roomId = await rooms.createRoom(event.eventId, { type: 'meeting', nameEn: 'Workshop', meetingProvider: 'bigbluebutton', meetingUrl: 'https://ignored.example.com' });
    expect((await rooms.room(event.eventId, roomId)).json().data).toMatchObject({ meetingProvider: 'bigbluebutton', meetingUrl: '' });
    const attendee = await signedInAttendee(t, event, { firstName: 'Ada', lastName: 'Quist' });
    const moderator = await signedInAttendee(t, event, { firstName: 'Mia', lastName: 'Moderata', role: 'moderator' });

    const first = await venueJoin(t, attendee.token, roomId);
    expect(first.statusCode, first.body).toBe(200);
    const { url, embed } = first.json().data as { url: string; embed: boolean };
    expect(embed).toBe(false);
    expect(url.startsWith(`${bbb.apiUrl}api/join?`)).toBe(true);
    expect(await (await fetch(url)).text()).toContain('Ada Quist joined Workshop as VIEWER');

    const second = await venueJoin(t, moderator.token, roomId);
    expect(await (await fetch(second.json().data.url)).text()).toContain('Mia Moderata joined Workshop as MODERATOR');
    expect(bbb.creates()).toBe(2);
    expect(bbb.meetings.size).toBe(1);
  });

  it('answers a room of another event, a hidden room and a room that is no meeting like a missing one', async () => {
    const otherOrganiser = await signedInUser(t);
    const otherEvent = await publishedEvent(t, otherOrganiser.token);
    const outsider = await signedInAttendee(t, otherEvent);
    expect((await venueJoin(t, outsider.token, roomId)).statusCode).toBe(404);

    const rooms = roomsClient(t, organiser.token);
    const hiddenId = await rooms.createRoom(event.eventId, { type: 'meeting', meetingProvider: 'bigbluebutton', visible: false });
    const lounge = await rooms.createRoom(event.eventId, { type: 'networking' });
    const attendee = await signedInAttendee(t, event);
    expect((await venueJoin(t, attendee.token, hiddenId)).statusCode).toBe(404);
    expect((await venueJoin(t, attendee.token, lounge)).statusCode).toBe(404);
  });

  it("keeps other companies' organisers out of the event's integrations", async () => {
    const stranger = meetingIntegrationsClient(t, (await signedInUser(t)).token);
    expect((await stranger.list(event.eventId)).statusCode).toBe(404);
    expect((await stranger.save(event.eventId, 'bigbluebutton', bbbForm({ serverUrl: 'https://evil.example.com/bigbluebutton/' }))).statusCode).toBe(404);
    expect((await stranger.test(event.eventId, 'bigbluebutton', bbbForm({ secret: '' }))).statusCode).toBe(404);
    expect((await api.list(event.eventId)).json().data.integrations[1].serverUrl).toBe(bbb.apiUrl);
  });

  it("joins the event's organiser as moderator under their name, and no other company's", async () => {
    const res = await api.organiserJoin(event.eventId, roomId);
    expect(res.statusCode, res.body).toBe(200);
    const page = await (await fetch(res.json().data.url as string)).text();
    expect(page).toContain(`${organiser.firstName} ${organiser.lastName} joined Workshop as MODERATOR`);
    const stranger = meetingIntegrationsClient(t, (await signedInUser(t)).token);
    expect((await stranger.organiserJoin(event.eventId, roomId)).statusCode).toBe(404);
  });

  it('tells the attendee the meeting is not set up once the organiser turns the provider off', async () => {
    await api.save(event.eventId, 'bigbluebutton', bbbForm({ enabled: false, secret: '' }));
    const attendee = await signedInAttendee(t, event);
    const res = await venueJoin(t, attendee.token, roomId);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('meeting_not_configured');
  });
});
