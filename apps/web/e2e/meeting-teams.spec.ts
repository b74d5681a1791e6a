import { startFakeMicrosoft, type FakeMicrosoft } from '../../server/src/test/fake-meeting-servers';
import { createEvent, eventFields, signInThroughApi } from './event-setup-helpers';
import { wcagViolations } from './support/axe';
import { chooseGerman } from './support/language';
import { startOwnServer, type OwnServer } from './support/own-server';
import { createRoomThroughApi } from './support/rooms';
import { test as base, expect } from './support/test';
import { expectToast } from './support/toasts';
import { enterVenueAs, invitedAccount } from './support/venue-attendees';

const AZURE = {
  tenantId: 'contoso.onmicrosoft.com',
  clientId: '6731de76-14a6-49ae-97bc-6eba6914391e',
  clientSecret: 'teams~Client.Secret-e2e-4f9a',
  organiser: 'events@contoso.com',
};

/**
 * `test` on a server of the worker's own whose Microsoft is the fake one: the sign-in and Graph
 * addresses are the operator's settings (MEETING_TEAMS_LOGIN_URL, MEETING_TEAMS_GRAPH_URL), which
 * the suite's shared server keeps at Microsoft's. The page, the request fixture and the consent
 * window talk to that server.
 */
const test = base.extend<object, { microsoft: FakeMicrosoft; teamsServer: OwnServer }>({
  microsoft: [
    async ({ playwright: _playwright }, provide) => {
      const microsoft = await startFakeMicrosoft(AZURE);
      await provide(microsoft);
      await microsoft.close();
    },
    { scope: 'worker' },
  ],
  teamsServer: [
    async ({ microsoft }, provide) => {
      const server = await startOwnServer({ env: { MEETING_TEAMS_LOGIN_URL: microsoft.url, MEETING_TEAMS_GRAPH_URL: microsoft.url } });
      await provide(server);
      await server.close();
    },
    // A server of its own starts its PGlite from scratch: up to a minute on a busy machine, as the analytics specs' server.
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ teamsServer }, provide) => provide(teamsServer.baseURL),
});

// The consent window's page is in the browser's language.
test.use({ locale: 'de-DE' });
// Sign-up, the consent in a second window, an invitation and the venue in a second browser: longer than the default on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('de: the organiser grants the admin consent while the screen waits, and an attendee joins the room meeting Graph created', async ({
  page,
  request,
  browser,
  teamsServer,
  microsoft,
}) => {
  const authorization = await signInThroughApi(page, await teamsServer.createActiveUser({ lang: 'de' }));
  const headers = { Authorization: authorization };
  const eventId = await createEvent(request, authorization, eventFields({ name: 'Hafengipfel', language: 'de' }));
  expect((await request.post(`/api/publishEvent/${eventId}`, { headers })).ok()).toBe(true);
  const pushes: string[] = [];
  page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => void pushes.push(String(payload))));
  await page.goto(`/event/${eventId}/settings/integrations`);
  await chooseGerman(page);

  const section = page.getByRole('form', { name: 'Microsoft Teams' });
  await section.getByRole('switch', { name: 'Microsoft Teams in diesem Event verwenden' }).check();
  await section.getByRole('textbox', { name: /Verzeichnis-ID \(Mandant\)/ }).fill(AZURE.tenantId);
  await section.getByRole('textbox', { name: /Anwendungs-ID \(Client\)/ }).fill(AZURE.clientId);
  await section.getByLabel('Geheimer Clientschlüssel').fill(AZURE.clientSecret);
  await section.getByRole('textbox', { name: /Konto für die Besprechungen/ }).fill(AZURE.organiser);
  await section.getByRole('button', { name: 'Microsoft Teams speichern' }).click();
  await expectToast(page, 'Änderungen sind gespeichert');

  const [consentWindow] = await Promise.all([page.waitForEvent('popup'), section.getByRole('button', { name: 'Einwilligung erteilen' }).click()]);
  await expect(section.getByText('Die Einwilligung steht noch aus… Erteilen Sie sie im geöffneten Fenster.')).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
  await consentWindow.getByRole('button', { name: 'Accept' }).click();
  await expect(consentWindow.getByRole('heading', { level: 1 })).toHaveText('Einwilligung für Microsoft Teams');
  await expect(consentWindow.getByText(/hat die Einwilligung erteilt\. Sie können dieses Fenster schließen/)).toBeVisible();
  await expect(section.getByText('Die Einwilligung wurde erteilt.')).toBeVisible();
  await expect.poll(() => pushes.some((payload) => payload.includes('"azureTokenObtained"'))).toBe(true);
  expect(await wcagViolations(page)).toEqual([]);

  const roomId = await createRoomThroughApi(request, authorization, eventId, { type: 'meeting', nameEn: 'Town hall', nameDe: 'Plenum', meetingProvider: 'teams' });
  const person = { firstName: 'Ben', lastName: 'Roth', lang: 'de' as const };
  const venue = await enterVenueAs(browser, (await invitedAccount(request, authorization, eventId, person, teamsServer.mailDir)).link, person);
  // Teams' join page is outside: it is answered here, so the test reaches no network.
  await venue.context().route('https://teams.microsoft.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Teams</title><h1>Microsoft Teams</h1>' }));
  await venue.goto(venue.url().replace(/\/venue\/?.*$/, `/venue/rooms/${roomId}`));
  const [teamsTab] = await Promise.all([
    venue.context().waitForEvent('page'),
    venue.getByRole('button', { name: 'Am Meeting teilnehmen (öffnet in einem neuen Tab)' }).click(),
  ]);
  await expect(teamsTab.getByRole('heading', { level: 1 })).toHaveText('Microsoft Teams');
  const created = [...microsoft.meetings.values()].filter((meeting) => meeting.joinWebUrl === teamsTab.url());
  expect(created.map((meeting) => meeting.subject)).toEqual(['Town hall']);
});
