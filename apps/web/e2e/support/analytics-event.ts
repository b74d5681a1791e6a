import path from 'node:path';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { createEvent, eventFields, signInThroughApi, utcDay } from '../event-setup-helpers';
import { startOwnServer, type OwnServer } from './own-server';
import { pollThroughApi } from './polls';
import { createRoomThroughApi } from './rooms';
import { enterVenueAs, invitedAccount } from './venue-attendees';
import { test as base } from './test';

/**
 * A minute of this length on the analytics server: the recorder scales every minute to 60 seconds
 * and `WATCHED_MINUTE_SECONDS` with it, so a watched minute is one second of play
 * (docs/decisions/0107-analytics-browser-tests-on-a-server-of-their-own.md).
 */
export const ANALYTICS_MINUTE_MS = 2_000;

/**
 * `test` for the analytics specs: every test of a worker runs against one server of its own with
 * short analytics minutes, and the page, the request fixture and every context a test opens talk
 * to it (docs/decisions/0107-analytics-browser-tests-on-a-server-of-their-own.md).
 */
export const test = base.extend<object, { analyticsServer: OwnServer }>({
  analyticsServer: [
    async ({ playwright: _playwright }, provide) => {
      const server = await startOwnServer({ env: { ANALYTICS_MINUTE_MS: String(ANALYTICS_MINUTE_MS) } });
      await provide(server);
      await server.close();
    },
    // Starting a server on a fresh PGlite folder (its initdb in WebAssembly) takes up to a minute on a busy machine.
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ analyticsServer }, provide) => provide(analyticsServer.baseURL),
});

/** A video address on https, as the venue's policy admits; each attendee's browser answers it with the 5-second clip in e2e/fixtures. */
export const CLIP_URL = 'https://media.aula.test/clip.webm';
const CLIP_FILE = path.resolve(import.meta.dirname, '../fixtures/clip.webm');

/** An invited attendee of the analytics event: their account, invitation link, first name and language. */
export type InvitedAttendee = { accountId: number; link: string; firstName: string; lang: 'en' | 'de' };

export type AnalyticsEvent = {
  eventId: number;
  stageId: number;
  loungeId: number;
  sessionId: number;
  question: string;
  ada: InvitedAttendee;
  ben: InvitedAttendee;
};

/**
 * A new organiser of the analytics server, signed in on the page, and their analytics event; answers
 * the event and the headers of the organiser's API calls.
 */
export async function organiserWithAnalyticsEvent(
  page: Page,
  request: APIRequestContext,
  server: OwnServer,
): Promise<{ event: AnalyticsEvent; headers: { Authorization: string } }> {
  const authorization = await signInThroughApi(page, await server.createActiveUser());
  return { event: await analyticsEvent(request, authorization, server.mailDir), headers: { Authorization: authorization } };
}

/**
 * A published event from today to tomorrow (UTC) with a stage that plays the clip, its session
 * over the whole of today and an open poll, and a lounge; Ada (English) and Ben (German) are invited.
 */
async function analyticsEvent(request: APIRequestContext, authorization: string, mailDir: string): Promise<AnalyticsEvent> {
  const headers = { Authorization: authorization };
  const post = async <T>(call: string, data: object): Promise<T> => {
    const answer = await request.post(`/api/${call}`, { headers, data });
    expect(answer.ok(), await answer.text()).toBe(true);
    return ((await answer.json()) as { data: T }).data;
  };
  const today = utcDay(0);
  const eventId = await createEvent(
    request,
    authorization,
    eventFields({ name: 'Hafengipfel', startDate: today, startTime: '00:00', endDate: utcDay(1), endTime: '23:00', closingDate: utcDay(30), language: 'de' }),
  );
  await post(`publishEvent/${eventId}`, {});
  const stageId = await createRoomThroughApi(request, authorization, eventId, { type: 'stage', nameEn: 'Main stage', nameDe: 'Hauptbühne', streamUrl: CLIP_URL });
  const loungeId = await createRoomThroughApi(request, authorization, eventId, { nameEn: 'Lounge', nameDe: 'Lounge' });
  const session = await post<{ id: number }>('agendaSession', {
    id: 0,
    eventId,
    title: 'Opening',
    titleDe: 'Eröffnung',
    descriptionEn: '',
    descriptionDe: '',
    day: today,
    startTime: '00:00',
    endTime: '23:59',
    roomId: stageId,
    hostIds: [],
    categoryId: null,
  });
  const question = 'Which topic next?';
  const pollId = await pollThroughApi(request, authorization, eventId, { roomId: stageId, question });
  await post('pollStatus', { eventId, pollId, status: 'open' });
  const invite = async (person: { firstName: string; lastName: string; lang: 'en' | 'de' }): Promise<InvitedAttendee> => ({
    ...(await invitedAccount(request, authorization, eventId, person, mailDir)),
    firstName: person.firstName,
    lang: person.lang,
  });
  const ada = await invite({ firstName: 'Ada', lastName: 'Quist', lang: 'en' });
  const ben = await invite({ firstName: 'Ben', lastName: 'Roth', lang: 'de' });
  return { eventId, stageId, loungeId, sessionId: session.id, question, ada, ben };
}

/** The attendee answers their invitation in a browser of their own and opens a room of the venue. */
export async function attendeeInRoom(browser: Browser, attendee: InvitedAttendee, roomId: number): Promise<Page> {
  const venue = await enterVenueAs(browser, attendee.link, attendee);
  await venue.context().route(CLIP_URL, (route) => route.fulfill({ path: CLIP_FILE, contentType: 'video/webm' }));
  await venue.goto(venue.url().replace(/\/venue\/?.*$/, `/venue/rooms/${roomId}`));
  await expect(venue.getByRole('heading', { level: 1 })).toBeVisible();
  return venue;
}

/** Plays the stage's clip to its end, as an attendee who pressed play and watched; answers how long it played (ms). */
export async function watchClip(venue: Page, player: string): Promise<number> {
  const video = venue.getByLabel(player);
  const started = Date.now();
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  // The clip lasts 5 s; a busy machine may stall it for a while (which counts as not playing).
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.ended), { timeout: 20_000 }).toBe(true);
  return Date.now() - started;
}
