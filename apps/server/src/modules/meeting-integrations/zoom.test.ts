import { eq } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventMeetingIntegrations, rooms as roomRows } from '../../db/schema';
import { bearer, signedInUser, type SignedInUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { publishedEvent, signedInAttendee } from '../attendee-auth/attendee-test-support';
import { roomBody, roomsClient } from '../rooms/rooms-test-support';
import { MEETINGS_TEST_ENV, integrationForm, meetingIntegrationsClient, venueJoin } from './meeting-integrations-test-support';

const SDK_KEY = 'aulaSdkKey4711xyz';
const SDK_SECRET = 'zoomSdkSecret0123456789abcdefXYZ';
const INVITATION = 'https://us02web.zoom.us/j/85012345678?pwd=aBcD3fGh1.1';

describe('Zoom integration', () => {
  let t: TestApp;
  let organiser: SignedInUser;
  let api: ReturnType<typeof meetingIntegrationsClient>;
  let event: { eventId: number; code: string };
  let roomId: number;

  const zoomForm = (change: Record<string, unknown> = {}) => integrationForm({ appId: SDK_KEY, secret: SDK_SECRET, ...change });
  const signatureOf = async (attendeeToken: string, secret = SDK_SECRET) => {
    const res = await venueJoin(t, attendeeToken, roomId);
    expect(res.statusCode, res.body).toBe(200);
    return (await jwtVerify(res.json().data.signature as string, new TextEncoder().encode(secret), { algorithms: ['HS256'] })).payload;
  };

  beforeAll(async () => {
    t = await createTestApp(MEETINGS_TEST_ENV);
    organiser = await signedInUser(t);
    api = meetingIntegrationsClient(t, organiser.token);
    event = await publishedEvent(t, organiser.token);
  });
  afterAll(async () => {
    await t.close();
  });

  it('asks for no address, but for the SDK key and secret in the shape Zoom gives them', async () => {
    const empty = await api.save(event.eventId, 'zoom', integrationForm());
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ appId: 'validation.required', secret: 'validation.required' });
    const misshapen = await api.save(event.eventId, 'zoom', zoomForm({ appId: 'my key', secret: 'short' }));
    expect(misshapen.json().error.fields).toEqual({ appId: 'validation.zoom_sdk_key', secret: 'validation.zoom_sdk_secret' });
  });

  it('keeps the SDK secret sealed: the answer says only that one is stored, and no address is kept', async () => {
    const saved = await api.save(event.eventId, 'zoom', zoomForm({ serverUrl: 'https://ignored.example.com' }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(SDK_SECRET);
    expect(saved.json().data.integrations[2]).toEqual({ provider: 'zoom', enabled: true, serverUrl: '', appId: SDK_KEY, checksum: 'sha256', secretStored: true });
    expect(JSON.stringify(await t.database.db.select().from(eventMeetingIntegrations))).not.toContain(SDK_SECRET);
    expect((await api.list(event.eventId)).body).not.toContain(SDK_SECRET);
  });

  it('tests the connection without reaching Zoom, and says so; a misshapen key is shown beside its field', async () => {
    const ok = await api.test(event.eventId, 'zoom', zoomForm({ secret: '' }));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toEqual({ provider: 'zoom', ok: true, reached: false });
    const wrong = await api.test(event.eventId, 'zoom', zoomForm({ appId: 'key with spaces' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ appId: 'validation.zoom_sdk_key' });
  });

  it("refuses a Zoom room without its meeting's link, or with a link that names no meeting, beside the link", async () => {
    const rooms = roomsClient(t, organiser.token);
    const missing = await rooms.save(roomBody(event.eventId, { type: 'meeting', meetingProvider: 'zoom' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ meetingUrl: 'validation.required' });
    const noNumber = await rooms.save(roomBody(event.eventId, { type: 'meeting', meetingProvider: 'zoom', meetingUrl: 'https://zoom.us/my/room' }));
    expect(noNumber.json().error.fields).toEqual({ meetingUrl: 'validation.zoom_meeting_link' });
  });

  it("joins an attendee in Zoom's web client in a new tab, with the meeting's passcode and their name", async () => {
    const rooms = roomsClient(t, organiser.token);
    roomId = await rooms.createRoom(event.eventId, { type: 'meeting', nameEn: 'Workshop', meetingProvider: 'zoom', meetingUrl: INVITATION });
    expect((await rooms.room(event.eventId, roomId)).json().data).toMatchObject({ meetingProvider: 'zoom', meetingUrl: INVITATION });
    const attendee = await signedInAttendee(t, event, { firstName: 'Ada', lastName: 'Quist' });

    const res = await venueJoin(t, attendee.token, roomId);
    expect(res.statusCode, res.body).toBe(200);
    const { url, embed } = res.json().data as { url: string; embed: boolean };
    expect(embed).toBe(false);
    const address = new URL(url);
    expect(`${address.origin}${address.pathname}`).toBe('https://app.zoom.us/wc/join/85012345678');
    expect(Object.fromEntries(address.searchParams)).toEqual({ pwd: 'aBcD3fGh1.1', uname: 'Ada Quist' });

    // The venue joins through the call above: its room carries no link to open around it.
    const content = await t.app.inject({ method: 'GET', url: '/api/venue/event', headers: bearer(attendee.token) });
    const venueRoom = (content.json().data.rooms as { id: number; meetingUrl: string }[]).find((room) => room.id === roomId);
    expect(venueRoom?.meetingUrl).toBe('');
  });

  it('signs the Meeting SDK signature with the SDK secret for the meeting, as participant, with an expiry Zoom accepts', async () => {
    const viewer = await signatureOf((await signedInAttendee(t, event)).token);
    expect(viewer).toMatchObject({ appKey: SDK_KEY, sdkKey: SDK_KEY, mn: '85012345678', role: 0 });
    const lifetime = viewer.exp! - viewer.iat!;
    expect(lifetime).toBeGreaterThanOrEqual(30 * 60);
    expect(lifetime).toBeLessThanOrEqual(48 * 60 * 60);
    expect(viewer.tokenExp).toBe(viewer.exp);
    expect(Math.abs(viewer.iat! - Date.now() / 1000)).toBeLessThan(60);

    // Zoom's host role needs the host's own access token: moderators join as participants too.
    const moderator = await signatureOf((await signedInAttendee(t, event, { role: 'moderator' })).token);
    expect(moderator.role).toBe(0);
    await expect(signatureOf((await signedInAttendee(t, event)).token, 'another-secret-of-32-characters!')).rejects.toThrow();
  });

  it("joins the event's organiser under their name, and keeps other events and companies out", async () => {
    const own = await api.organiserJoin(event.eventId, roomId);
    expect(own.statusCode, own.body).toBe(200);
    expect(new URL(own.json().data.url as string).searchParams.get('uname')).toBe(`${organiser.firstName} ${organiser.lastName}`);

    const otherOrganiser = await signedInUser(t);
    const otherEvent = await publishedEvent(t, otherOrganiser.token);
    expect((await venueJoin(t, (await signedInAttendee(t, otherEvent)).token, roomId)).statusCode).toBe(404);
    const stranger = meetingIntegrationsClient(t, otherOrganiser.token);
    expect((await stranger.organiserJoin(event.eventId, roomId)).statusCode).toBe(404);
    expect((await stranger.list(event.eventId)).statusCode).toBe(404);
    expect((await stranger.save(event.eventId, 'zoom', zoomForm())).statusCode).toBe(404);
    expect((await stranger.test(event.eventId, 'zoom', zoomForm({ secret: '' }))).statusCode).toBe(404);
    // Another event's Zoom settings are its own: this event's stored secret is not theirs to use.
    expect((await stranger.save(otherEvent.eventId, 'zoom', zoomForm({ secret: '' }))).json().error.fields).toEqual({ secret: 'validation.required' });
  });

  it('tells the attendee what the organiser must do when a room kept a link that names no meeting', async () => {
    const rooms = roomsClient(t, organiser.token);
    const linkRoom = await rooms.createRoom(event.eventId, { type: 'meeting', meetingProvider: 'link', meetingUrl: 'https://zoom.us/my/room' });
    // A room saved before Zoom joined the integrations keeps the link it had.
    await t.database.db.update(roomRows).set({ meetingProvider: 'zoom' }).where(eq(roomRows.id, linkRoom));
    const res = await venueJoin(t, (await signedInAttendee(t, event)).token, linkRoom);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe("This room's Zoom link names no meeting. The organiser must paste the meeting's Zoom invitation link into the room and save it.");
  });
});
