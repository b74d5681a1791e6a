import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import ICAL from 'ical.js';
import { createEvent, eventFields, fillTime, signInNewUser } from './event-setup-helpers';
import { createRoomThroughApi } from './support/rooms';
import { chooseGerman } from './support/language';
import { pickOption } from './support/select';

/**
 * A 2027 event at a fixed UTC+01:00 over the night Europe switches to summer time (2027-03-28,
 * 02:00 CET -> 03:00 CEST). New York switched two weeks earlier.
 */
const EVENT = eventFields({
  name: 'Spring Summit',
  startDate: '2027-03-27',
  startTime: '08:00',
  endDate: '2027-03-28',
  endTime: '20:00',
  closingDate: '2027-04-20',
  closingTime: '20:00',
  timezone: 60,
});

type Api = { request: APIRequestContext; authorization: string };

async function post<T>({ request, authorization }: Api, url: string, data: object): Promise<T> {
  const response = await request.post(url, { headers: { Authorization: authorization }, data });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const createRoom = ({ request, authorization }: Api, eventId: number, nameEn: string, nameDe: string) =>
  createRoomThroughApi(request, authorization, eventId, { nameEn, nameDe });

const createSession = (api: Api, eventId: number, fields: Record<string, unknown>) =>
  post<{ id: number }>(api, '/api/agendaSession', { id: 0, eventId, titleDe: '', descriptionEn: '', descriptionDe: '', hostIds: [], categoryId: null, roomId: null, ...fields });

/** A signed-in organiser with the event and one room, on the agenda screen. */
async function agendaOfNewEvent(page: Page, request: APIRequestContext) {
  const { authorization } = await signInNewUser(page, request);
  const api = { request, authorization };
  const eventId = await createEvent(request, authorization, EVENT);
  const roomId = await createRoom(api, eventId, 'Main hall', 'Großer Saal');
  return { api, eventId, roomId };
}

const row = (page: Page, title: string) => page.getByTestId('agenda-session').filter({ has: page.getByRole('link', { name: title, exact: true }) });

test.describe('seen from Europe/Berlin', () => {
  test.use({ timezoneId: 'Europe/Berlin' });

  test('tracks and sessions are created, shown across the DST change, warned about overlaps and exported', async ({ page, request }) => {
    const { eventId } = await agendaOfNewEvent(page, request);
    await page.goto(`/event/${eventId}/content/agenda`);
    await expect(page.getByRole('heading', { name: 'No sessions yet' })).toBeVisible();

    // A track with its colour.
    await page.getByRole('button', { name: 'Add track' }).click();
    const trackDialog = page.getByRole('dialog', { name: 'Add track' });
    await trackDialog.getByLabel('Name (English)').fill('Keynotes');
    await trackDialog.getByLabel('Name (German)').fill('Hauptvorträge');
    await trackDialog.getByLabel('Colour').fill('#e03131');
    await trackDialog.getByRole('button', { name: 'Save' }).click();
    await expect(trackDialog).toBeHidden();
    await expect(page.getByRole('list', { name: 'Tracks' })).toContainText('Keynotes');

    // A session across the night of the change, in event time.
    await page.getByRole('link', { name: 'Add session' }).click();
    await expect(page.getByRole('heading', { name: 'Add session', level: 1 })).toBeVisible();
    await page.getByLabel('Title (English)').fill('Night owls');
    await page.getByRole('button', { name: 'Day' }).click();
    await page.getByRole('button', { name: '28 March 2027', exact: true }).click();
    await fillTime(page, 'Start time', '01:30');
    await fillTime(page, 'End time', '03:30');
    await pickOption(page.getByRole('combobox', { name: 'Room' }), page.getByRole('option', { name: 'Main hall' }));
    await pickOption(page.getByRole('combobox', { name: 'Track' }), page.getByRole('option', { name: 'Keynotes' }));
    // A host added inline is picked at once.
    await page.getByRole('button', { name: 'Add host' }).click();
    await page.getByLabel('Host name').fill('Ada Lovelace');
    await page.getByLabel('Host title').fill('Keynote speaker');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('form', { name: 'Add session' }).getByText('Ada Lovelace, Keynote speaker')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByRole('heading', { name: 'Agenda', level: 1 })).toBeVisible();
    await expect(row(page, 'Night owls')).toContainText('01:30–03:30');
    await expect(row(page, 'Night owls')).toContainText('Keynotes · Room: Main hall · Hosts: Ada Lovelace, Keynote speaker');
    await expect(page.getByRole('heading', { name: 'Sun, 28 Mar 2027' })).toBeVisible();

    // In the viewer's zone the end is already summer time; the event's clock is unchanged.
    await page.getByText('My time (Europe/Berlin)').click();
    await expect(row(page, 'Night owls')).toContainText('01:30–04:30');
    await page.getByText('Event time (UTC +01:00)').click();
    await expect(row(page, 'Night owls')).toContainText('01:30–03:30');

    // A second session in the same room at the same time is flagged and saved only when confirmed.
    await page.getByRole('link', { name: 'Add session' }).click();
    await page.getByLabel('Title (English)').fill('Clash');
    await page.getByRole('button', { name: 'Day' }).click();
    await page.getByRole('button', { name: '28 March 2027', exact: true }).click();
    await fillTime(page, 'Start time', '02:00');
    await fillTime(page, 'End time', '03:00');
    await pickOption(page.getByRole('combobox', { name: 'Room' }), page.getByRole('option', { name: 'Main hall' }));
    await expect(page.getByText('This session overlaps “Night owls” in the same room.')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Confirm the overlap or change the time or room.')).toBeVisible();
    await page.getByLabel('Save anyway: the overlap is intended').check();
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Check the agenda' })).toContainText('2 sessions overlap another one in the same room.');
    await expect(row(page, 'Clash')).toContainText('This session overlaps “Night owls” in the same room.');

    // The timeline shows the room as a column.
    await page.getByText('Timeline by room').click();
    await expect(page.getByRole('columnheader', { name: 'Main hall' })).toBeVisible();
    await expect(page.getByTestId('timeline-session').filter({ hasText: 'Night owls' })).toContainText('01:30–03:30');

    // The iCal export downloads a calendar with the event's fixed zone.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to calendar (.ics)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('spring-summit-agenda.ics');
    const calendar = new ICAL.Component(ICAL.parse(await readFile((await download.path())!, 'utf8')));
    const zone = calendar.getFirstSubcomponent('vtimezone')!;
    expect(zone.getFirstPropertyValue('tzid')).toBe('UTC+01:00');
    ICAL.TimezoneService.register(zone);
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events.map((e) => [e.summary, e.location, e.startDate.toJSDate().toISOString(), e.endDate.toJSDate().toISOString()])).toEqual([
      ['Night owls', 'Main hall', '2027-03-28T00:30:00.000Z', '2027-03-28T02:30:00.000Z'],
      ['Clash', 'Main hall', '2027-03-28T01:00:00.000Z', '2027-03-28T02:00:00.000Z'],
    ]);
  });
});

test.describe('seen from America/New_York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('a session across the European change shows on New York time on request', async ({ page, request }) => {
    const { api, eventId, roomId } = await agendaOfNewEvent(page, request);
    await createSession(api, eventId, { title: 'Night owls', day: '2027-03-28', startTime: '01:30', endTime: '03:30', roomId });
    await page.goto(`/event/${eventId}/content/agenda`);
    await expect(row(page, 'Night owls')).toContainText('01:30–03:30');
    await expect(page.getByRole('heading', { name: 'Sun, 28 Mar 2027' })).toBeVisible();

    await page.getByText('My time (America/New_York)').click();
    await expect(row(page, 'Night owls')).toContainText('20:30–22:30');
    await expect(page.getByRole('heading', { name: 'Sat, 27 Mar 2027' })).toBeVisible();
    await page.getByText('Event time (UTC +01:00)').click();
    await expect(row(page, 'Night owls')).toContainText('01:30–03:30');
  });
});

test.describe('in German', () => {
  test.use({ timezoneId: 'Europe/Berlin' });

  test('the agenda speaks German: titles, times, warnings and the timeline', async ({ page, request }) => {
    const { api, eventId, roomId } = await agendaOfNewEvent(page, request);
    const track = await post<{ id: number }>(api, '/api/agendaCategory', { id: 0, eventId, name: 'Keynotes', nameDe: 'Hauptvorträge', color: '#e03131' });
    await createSession(api, eventId, { title: 'Night owls', titleDe: 'Nachteulen', day: '2027-03-28', startTime: '01:30', endTime: '03:30', roomId, categoryId: track.id });
    await createSession(api, eventId, { title: 'Clash', titleDe: 'Zusammenstoß', day: '2027-03-28', startTime: '02:00', endTime: '03:00', roomId, allowOverlap: true });
    await page.goto(`/event/${eventId}/content/agenda`);
    await chooseGerman(page);

    await expect(page.getByRole('heading', { name: 'Programm', level: 1 })).toBeVisible();
    await expect(row(page, 'Nachteulen')).toContainText('01:30–03:30');
    await expect(row(page, 'Nachteulen')).toContainText('Hauptvorträge · Raum: Großer Saal');
    await expect(row(page, 'Zusammenstoß')).toContainText('Diese Session überschneidet sich mit „Nachteulen“ im selben Raum.');
    await expect(page.getByRole('alert').filter({ hasText: 'Programm prüfen' })).toContainText('2 Sessions überschneiden sich mit einer anderen im selben Raum.');
    await expect(page.getByRole('heading', { name: 'So., 28. März 2027' })).toBeVisible();

    await page.getByText('Meine Zeit (Europe/Berlin)').click();
    await expect(row(page, 'Nachteulen')).toContainText('01:30–04:30');
    await page.getByText('Event-Zeit (UTC +01:00)').click();
    await expect(row(page, 'Nachteulen')).toContainText('01:30–03:30');

    // A track added in German.
    await page.getByRole('button', { name: 'Track hinzufügen' }).click();
    const trackDialog = page.getByRole('dialog', { name: 'Track hinzufügen' });
    await trackDialog.getByLabel('Name (Englisch)').fill('Workshops');
    await trackDialog.getByLabel('Name (Deutsch)').fill('Werkstätten');
    await trackDialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('list', { name: 'Tracks' })).toContainText('Werkstätten');

    await page.getByText('Zeitplan nach Räumen').click();
    await expect(page.getByRole('columnheader', { name: 'Großer Saal' })).toBeVisible();

    // The edit screen in German: the overlap is named, the end cannot come before the start.
    await page.getByTestId('timeline-session').filter({ hasText: 'Nachteulen' }).click();
    await expect(page.getByRole('heading', { name: 'Session bearbeiten', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Titel (Deutsch)')).toHaveValue('Nachteulen');
    await expect(page.getByText('Diese Session überschneidet sich mit „Zusammenstoß“ im selben Raum.')).toBeVisible();
    await fillTime(page, 'Ende', '01:00', 'de');
    await expect(page.getByText('Die Session muss nach ihrem Beginn enden')).toBeVisible();
  });
});
