import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { jwtVerify } from 'jose';
import { startFakeJitsi } from '../../server/src/test/fake-meeting-servers';
import type { FakeServer } from '../../server/src/test/fake-servers';
import { createEvent, eventFields, signInNewUser } from './event-setup-helpers';
import { createRoomThroughApi } from './support/rooms';
import { expect, test } from './support/test';
import { enterVenueAs, invitedAttendee } from './support/venue-attendees';

// Sign-up, an invitation and the venue in a second browser: longer than the default on a busy machine.
test.describe.configure({ timeout: 90_000 });

const JITSI_APP = { appId: 'aula-e2e', secret: 'jitsi-App-Secret-e2e-73' };
const ZOOM_SDK = { appId: 'aulaSdkKeyE2e4711', secret: 'zoomSdkSecretE2e0123456789abcdefXY' };
const ZOOM_INVITATION = 'https://us02web.zoom.us/j/85012345678?pwd=aBcD3fGh1.1';

let jitsi: FakeServer;
test.beforeAll(async () => {
  jitsi = await startFakeJitsi();
});
test.afterAll(async () => {
  await jitsi.close();
});

/** A published event of a new organiser with one provider switched on and a meeting room of it; answers the event's and room's ids. */
async function eventWithMeetingRoom(page: Page, request: APIRequestContext, provider: 'jitsi' | 'zoom', settings: object, room: object) {
  const { authorization } = await signInNewUser(page, request);
  const headers = { Authorization: authorization };
  const eventId = await createEvent(request, authorization, eventFields({ name: 'Harbour Summit' }));
  expect((await request.post(`/api/publishEvent/${eventId}`, { headers })).ok()).toBe(true);
  const form = { enabled: true, serverUrl: '', appId: '', checksum: 'sha256', secret: '', removeSecret: false, ...settings };
  const saved = await request.post(`/api/meetingIntegrations/${eventId}/${provider}`, { headers, data: form });
  expect(saved.ok(), await saved.text()).toBe(true);
  const roomId = await createRoomThroughApi(request, authorization, eventId, { type: 'meeting', meetingProvider: provider, ...room });
  return { authorization, eventId, roomId };
}

/** The attendee enters the venue from their invitation and opens the room. */
async function attendeeInRoom(browser: Browser, request: APIRequestContext, ids: { authorization: string; eventId: number; roomId: number }, person: { firstName: string; lastName: string; lang: 'en' | 'de' }) {
  const venue = await enterVenueAs(browser, await invitedAttendee(request, ids.authorization, ids.eventId, person), person);
  await venue.goto(venue.url().replace(/\/venue\/?.*$/, `/venue/rooms/${ids.roomId}`));
  return venue;
}

test('en: an attendee joins a Jitsi meeting room inside the venue, with a token for its room signed with the app secret', async ({ page, request, browser }) => {
  const ids = await eventWithMeetingRoom(page, request, 'jitsi', { serverUrl: jitsi.url, ...JITSI_APP }, { nameEn: 'Breakout' });
  const venue = await attendeeInRoom(browser, request, ids, { firstName: 'Ada', lastName: 'Lindqvist', lang: 'en' });
  await venue.getByRole('button', { name: 'Join the meeting', exact: true }).click();

  const frame = venue.getByTitle('Video meeting of Breakout');
  await expect(frame).toBeVisible();
  const address = new URL((await frame.getAttribute('src'))!);
  const room = address.pathname.slice(1);
  expect(`${address.origin}`).toBe(jitsi.url);
  expect(room).toMatch(new RegExp(`^aula-event${ids.eventId}-room${ids.roomId}-[0-9a-f]{16}$`));
  expect(decodeURIComponent(address.hash)).toBe('#userInfo.displayName="Ada Lindqvist"');
  const { payload } = await jwtVerify(address.searchParams.get('jwt')!, new TextEncoder().encode(JITSI_APP.secret), {
    algorithms: ['HS256'],
    issuer: JITSI_APP.appId,
    audience: 'jitsi',
  });
  expect(payload).toMatchObject({ room, sub: '127.0.0.1', moderator: false, context: { user: { name: 'Ada Lindqvist', moderator: false } } });
});

test("de: an attendee joins a Zoom meeting room in Zoom's web client in a new tab, and the join carries the SDK signature made on the server", async ({ page, request, browser }) => {
  const ids = await eventWithMeetingRoom(page, request, 'zoom', ZOOM_SDK, { nameEn: 'Town hall', nameDe: 'Plenum', meetingUrl: ZOOM_INVITATION });
  const venue = await attendeeInRoom(browser, request, ids, { firstName: 'Ben', lastName: 'Roth', lang: 'de' });
  // Zoom's web client is outside: its page is answered here, so the test reaches no network.
  await venue.context().route('https://app.zoom.us/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Zoom</title><h1>Zoom web client</h1>' }));

  const [answer, zoomTab] = await Promise.all([
    venue.waitForResponse((response) => response.url().endsWith(`/api/venue/meetings/${ids.roomId}/join`)),
    venue.context().waitForEvent('page'),
    venue.getByRole('button', { name: 'Am Meeting teilnehmen (öffnet in einem neuen Tab)' }).click(),
  ]);
  await expect(zoomTab.getByRole('heading', { level: 1 })).toHaveText('Zoom web client');
  const opened = new URL(zoomTab.url());
  expect(`${opened.origin}${opened.pathname}`).toBe('https://app.zoom.us/wc/join/85012345678');
  expect(Object.fromEntries(opened.searchParams)).toEqual({ pwd: 'aBcD3fGh1.1', uname: 'Ben Roth' });

  const { data } = (await answer.json()) as { data: { url: string; embed: boolean; signature: string } };
  expect(data.url).toBe(zoomTab.url());
  const { payload, protectedHeader } = await jwtVerify(data.signature, new TextEncoder().encode(ZOOM_SDK.secret), { algorithms: ['HS256'] });
  expect(protectedHeader).toEqual({ alg: 'HS256', typ: 'JWT' });
  expect(payload).toMatchObject({ appKey: ZOOM_SDK.appId, sdkKey: ZOOM_SDK.appId, mn: '85012345678', role: 0, tokenExp: payload.exp });
  expect(payload.exp! - payload.iat!).toBe(2 * 60 * 60);
});
