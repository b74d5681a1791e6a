import { eq } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms as roomRows } from '../../db/schema';
import { bearer, signedInUser, type SignedInUser } from '../../test/accounts';
import { startFakeJitsi } from '../../test/fake-meeting-servers';
import type { FakeServer } from '../../test/fake-servers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { publishedEvent, signedInAttendee } from '../attendee-auth/attendee-test-support';
import { roomsClient } from '../rooms/rooms-test-support';
import { MEETINGS_TEST_ENV, integrationForm, meetingIntegrationsClient, venueJoin } from './meeting-integrations-test-support';

const APP_SECRET = 'jitsi-App-Secret-5d1e88';

describe('Jitsi integration', () => {
  let t: TestApp;
  let jitsi: FakeServer;
  let organiser: SignedInUser;
  let api: ReturnType<typeof meetingIntegrationsClient>;
  let event: { eventId: number; code: string };

  beforeAll(async () => {
    t = await createTestApp(MEETINGS_TEST_ENV);
    jitsi = await startFakeJitsi();
    organiser = await signedInUser(t);
    api = meetingIntegrationsClient(t, organiser.token);
    event = await publishedEvent(t, organiser.token);
  });
  afterAll(async () => {
    await t.close();
    await jitsi.close();
  });

  it('asks for an app id with a secret and a secret with an app id', async () => {
    const secretOnly = await api.save(event.eventId, 'jitsi', integrationForm({ serverUrl: jitsi.url, secret: APP_SECRET }));
    expect(secretOnly.json().error.fields).toEqual({ appId: 'validation.required' });
    const appOnly = await api.save(event.eventId, 'jitsi', integrationForm({ serverUrl: jitsi.url, appId: 'aula' }));
    expect(appOnly.json().error.fields).toEqual({ secret: 'validation.required' });
    const noAddress = await api.save(event.eventId, 'jitsi', integrationForm());
    expect(noAddress.json().error.fields).toEqual({ serverUrl: 'validation.required' });
  });

  it('tests the connection: a Jitsi server passes, another address is told what to enter', async () => {
    expect((await api.test(event.eventId, 'jitsi', integrationForm({ serverUrl: jitsi.url }))).statusCode).toBe(200);
    expect(jitsi.requests.at(-1)?.url).toBe('/external_api.js');
    const elsewhere = await meetingIntegrationsClient(t, organiser.token).test(event.eventId, 'jitsi', integrationForm({ serverUrl: 'http://127.0.0.1:9/' }));
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().error.message).toBe('The meeting server could not be reached or did not answer in time. Check its address and that it is online.');
  });

  it('joins without a token when the server has no app id, embedded in the venue', async () => {
    await api.save(event.eventId, 'jitsi', integrationForm({ serverUrl: jitsi.url }));
    const roomId = await roomsClient(t, organiser.token).createRoom(event.eventId, { type: 'meeting', meetingProvider: 'jitsi' });
    const attendee = await signedInAttendee(t, event, { firstName: 'Ada', lastName: 'Quist' });
    const res = await venueJoin(t, attendee.token, roomId);
    expect(res.statusCode, res.body).toBe(200);
    const { url, embed } = res.json().data as { url: string; embed: boolean };
    expect(embed).toBe(true);
    const [address, name] = url.split('#');
    expect(name).toBe(`userInfo.displayName=${encodeURIComponent('"Ada Quist"')}`);
    // The room's name carries a keyed hash of the ids, so that it cannot be guessed on a server that admits anyone.
    expect(address).toMatch(new RegExp(`^${jitsi.url}/aula-event${event.eventId}-room${roomId}-[0-9a-f]{16}$`));
    const again = await venueJoin(t, (await signedInAttendee(t, event)).token, roomId);
    expect((again.json().data.url as string).split('#')[0]).toBe(address);
  });

  it("signs a token with the app's secret that names the room, the attendee and whether they moderate", async () => {
    const saved = await api.save(event.eventId, 'jitsi', integrationForm({ serverUrl: `${jitsi.url}/`, appId: 'aula-app', secret: APP_SECRET }));
    expect(saved.body).not.toContain(APP_SECRET);
    const roomId = await roomsClient(t, organiser.token).createRoom(event.eventId, { type: 'meeting', meetingProvider: 'jitsi' });
    let room = '';
    const tokenOf = async (attendeeToken: string) => {
      const url = new URL((await venueJoin(t, attendeeToken, roomId)).json().data.url as string);
      room = url.pathname.slice(1);
      expect(room).toMatch(new RegExp(`^aula-event${event.eventId}-room${roomId}-[0-9a-f]{16}$`));
      const token = url.searchParams.get('jwt') ?? '';
      return (await jwtVerify(token, new TextEncoder().encode(APP_SECRET), { issuer: 'aula-app', audience: 'jitsi', algorithms: ['HS256'] })).payload;
    };

    const viewer = await tokenOf((await signedInAttendee(t, event, { firstName: 'Ada', lastName: 'Quist' })).token);
    expect(viewer).toMatchObject({ room, sub: '127.0.0.1', context: { user: { name: 'Ada Quist', moderator: false } } });
    expect(viewer.exp! - viewer.iat!).toBe(3600);
    const moderator = await tokenOf((await signedInAttendee(t, event, { firstName: 'Mia', lastName: 'Moderata', role: 'moderator' })).token);
    expect(moderator).toMatchObject({ context: { user: { name: 'Mia Moderata', moderator: true } } });

    await expect(jwtVerify(new URL((await venueJoin(t, (await signedInAttendee(t, event)).token, roomId)).json().data.url).searchParams.get('jwt') ?? '', new TextEncoder().encode('wrong'))).rejects.toThrow();
  });

  it('drops the stored secret when asked, and then needs no app id', async () => {
    const res = await api.save(event.eventId, 'jitsi', integrationForm({ serverUrl: jitsi.url, removeSecret: true }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.integrations[0]).toMatchObject({ secretStored: false, appId: '' });
  });

  it('keeps a meeting room saved with a pasted link before Jitsi became an integration joinable by that link', async () => {
    const rooms = roomsClient(t, organiser.token);
    const roomId = await rooms.createRoom(event.eventId, { type: 'meeting', meetingProvider: 'link', meetingUrl: 'https://meet.example.com/old-room' });
    await t.database.db.update(roomRows).set({ meetingProvider: 'jitsi' }).where(eq(roomRows.id, roomId));
    const attendee = await signedInAttendee(t, event);
    const content = await t.app.inject({ method: 'GET', url: '/api/venue/event', headers: bearer(attendee.token) });
    const venueRoom = (content.json().data.rooms as { id: number; meetingUrl: string }[]).find((room) => room.id === roomId);
    expect(venueRoom?.meetingUrl).toBe('https://meet.example.com/old-room');
    expect((await api.list(event.eventId)).json().data.integrations.find((settings: { provider: string }) => settings.provider === 'jitsi')).toMatchObject({ enabled: true });
    const organiserView = await t.app.inject({ method: 'GET', url: `/api/room/${event.eventId}/${roomId}`, headers: bearer(organiser.token) });
    expect(organiserView.json().data).toMatchObject({ meetingProvider: 'jitsi', meetingUrl: 'https://meet.example.com/old-room' });
  });
});
