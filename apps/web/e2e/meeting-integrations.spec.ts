import type { APIRequestContext, Page } from '@playwright/test';
import { startFakeBbb, type FakeBbb } from '../../server/src/test/fake-meeting-servers';
import { createEvent, eventFields, signInNewUser } from './event-setup-helpers';
import { wcagViolations } from './support/axe';
import { chooseGerman } from './support/language';
import { expect, test } from './support/test';
import { expectToast } from './support/toasts';
import { enterVenueAs, invitedAttendee } from './support/venue-attendees';

// Sign-up, the settings screen, axe, an invitation and the venue in a second browser: longer than the default on a busy machine.
test.describe.configure({ timeout: 90_000 });

const SHARED_SECRET = 'bbb-Shared-Secret-e2e-41';

let bbb: FakeBbb;
test.beforeAll(async () => {
  bbb = await startFakeBbb(SHARED_SECRET);
});
test.afterAll(async () => {
  await bbb.close();
});

/** Signs in, makes a published event and opens its integrations; answers the event and the organiser's Authorization header. */
async function openIntegrations(page: Page, request: APIRequestContext, lang: 'en' | 'de'): Promise<{ eventId: number; authorization: string }> {
  const { authorization } = await signInNewUser(page, request);
  const eventId = await createEvent(request, authorization, eventFields({ name: 'Harbour Summit', language: lang }));
  const published = await request.post(`/api/publishEvent/${eventId}`, { headers: { Authorization: authorization } });
  expect(published.ok(), await published.text()).toBe(true);
  await page.goto(`/event/${eventId}/settings/integrations`);
  if (lang === 'de') await chooseGerman(page);
  return { eventId, authorization };
}

test('en: the organiser sets up BigBlueButton and tests it; an attendee joins a meeting room in a new tab at the server', async ({ page, request, browser }) => {
  const { eventId, authorization } = await openIntegrations(page, request, 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Video-meeting integrations' })).toBeVisible();
  const section = page.getByRole('form', { name: 'BigBlueButton' });
  await section.getByRole('switch', { name: 'Use BigBlueButton in this event' }).check();
  await section.getByRole('textbox', { name: /BigBlueButton API address/ }).fill(bbb.apiUrl);
  await section.getByLabel('Shared secret').fill(SHARED_SECRET);
  await section.getByRole('button', { name: 'Save BigBlueButton' }).click();
  await expectToast(page, 'Changes are saved');
  await expect(section.getByText('A secret is stored. Leave the field empty to keep it.')).toBeVisible();
  await section.getByRole('button', { name: 'Test the connection to BigBlueButton' }).click();
  await expect(section.getByRole('status')).toContainText('BigBlueButton answered');
  expect(await wcagViolations(page)).toEqual([]);

  const room = await request.post('/api/room', {
    headers: { Authorization: authorization },
    data: {
      eventId,
      id: 0,
      imageId: null,
      type: 'meeting',
      nameEn: 'Breakout',
      nameDe: '',
      descriptionEn: '',
      descriptionDe: '',
      visible: true,
      streamUrl: '',
      meetingProvider: 'bigbluebutton',
      meetingUrl: '',
      embedCode: '',
      qaEmbedCode: '',
    },
  });
  expect(room.ok(), await room.text()).toBe(true);
  const roomId = ((await room.json()) as { data: { id: number } }).data.id;

  const person = { firstName: 'Ada', lastName: 'Lindqvist', lang: 'en' as const };
  const venue = await enterVenueAs(browser, await invitedAttendee(request, authorization, eventId, person), person);
  await venue.goto(venue.url().replace(/\/venue\/?.*$/, `/venue/rooms/${roomId}`));
  const [meeting] = await Promise.all([
    venue.context().waitForEvent('page'),
    venue.getByRole('button', { name: 'Join the meeting (opens in a new tab)' }).click(),
  ]);
  await expect(meeting.getByRole('heading', { level: 1 })).toHaveText('Ada Lindqvist joined Breakout as VIEWER');
  expect(meeting.url().startsWith(`${bbb.apiUrl}api/join?`)).toBe(true);
});

test('de: the screen speaks German, passes axe, and a refused checksum says what to check', async ({ page, request }) => {
  await openIntegrations(page, request, 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'Videokonferenz-Integrationen' })).toBeVisible();
  const section = page.getByRole('form', { name: 'BigBlueButton' });
  await section.getByRole('textbox', { name: /API-Adresse von BigBlueButton/ }).fill(bbb.apiUrl);
  await section.getByLabel('Gemeinsames Geheimnis').fill('not-the-secret');
  await section.getByRole('button', { name: 'Verbindung zu BigBlueButton testen' }).click();
  await expect(section.getByRole('alert')).toContainText(
    'Der BigBlueButton-Server hat die Prüfsumme abgelehnt. Prüfen Sie das gemeinsame Geheimnis und das Prüfsummenverfahren (sha256 oder sha1).',
  );
  expect(await wcagViolations(page)).toEqual([]);
});
