import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createActiveUser, signInThroughUi, type TestUser } from './support/accounts';
import { expectToast } from './support/toasts';

const DAY_MS = 86_400_000;
/** A UTC calendar day `days` from today, as the API takes dates. */
const dayFromToday = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
/** How the date pickers name a day: '20 March 2027' or '20. März 2027'. */
const pickerLabel = (date: string, locale = 'en-GB') =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
/** How the list writes a day: '20 Mar 2027'. */
const listDay = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

type NewEvent = { name: string; location?: string; startDate: string; startTime?: string; endDate: string; endTime?: string; timezone?: number };

async function apiToken(request: APIRequestContext, user: TestUser): Promise<string> {
  const login = await request.post('/api/login', { data: { username: user.email, password: user.password } });
  expect(login.ok()).toBe(true);
  const { data } = (await login.json()) as { data: { token_type: string; access_token: string } };
  return `${data.token_type} ${data.access_token}`;
}

/** Creates events through POST /api/event (id 0), all at once. */
async function createEvents(request: APIRequestContext, authorization: string, events: NewEvent[]): Promise<number[]> {
  return Promise.all(
    events.map(async (event) => {
      const response = await request.post('/api/event', {
        headers: { Authorization: authorization },
        multipart: {
          id: '0',
          name: event.name,
          startDate: event.startDate,
          startTime: event.startTime ?? '10:00',
          endDate: event.endDate,
          endTime: event.endTime ?? '17:00',
          closingDate: new Date(Date.parse(`${event.endDate}T00:00:00Z`) + 20 * DAY_MS).toISOString().slice(0, 10),
          closingTime: '17:00',
          location: event.location ?? 'Online',
          address: '[]',
          language: 'en',
          timezone: String(event.timezone ?? 0),
          conditions: '',
          moveSessions: '',
          is_virtual: '1',
        },
      });
      expect(response.ok(), await response.text()).toBe(true);
      return ((await response.json()) as { data: { id: number } }).data.id;
    }),
  );
}

/** A new organiser with the given events, signed in on the events list. */
async function organiserWith(page: Page, request: APIRequestContext, events: NewEvent[]) {
  const user = await createActiveUser(request);
  const authorization = await apiToken(request, user);
  const ids = await createEvents(request, authorization, events);
  await signInThroughUi(page, user, 'events');
  return { user, authorization, ids };
}

const rows = (page: Page) => page.getByTestId('event-row');
const row = (page: Page, name: string) => rows(page).filter({ has: page.getByRole('link', { name, exact: true }) });

const upcoming = (day: number, name = `Alpha`): NewEvent => ({ name, startDate: dayFromToday(day), endDate: dayFromToday(day + 1) });

test('tabs, search, filters with chips and pagination over 45 events, kept in the URL', async ({ page, request }) => {
  // Many steps over one account; a loaded machine needs more than the default half minute.
  test.slow();
  const events: NewEvent[] = [
    ...Array.from({ length: 40 }, (_, index) => ({
      name: `Upcoming ${String(index + 1).padStart(2, '0')}`,
      location: index === 6 ? 'Lübeck Congress Hall' : 'Online',
      startDate: dayFromToday(10 + (index % 4)),
      endDate: dayFromToday(11 + (index % 4)),
    })),
    // Started at midnight UTC today, ends tomorrow: current.
    ...Array.from({ length: 5 }, (_, index) => ({
      name: `Current ${index + 1}`,
      startDate: dayFromToday(0),
      startTime: '00:00',
      endDate: dayFromToday(1),
      endTime: '23:00',
    })),
  ];
  await organiserWith(page, request, events);
  const count = page.getByText(/^\d+ events?$/);

  await expect(count).toHaveText('45 events');
  await expect(rows(page)).toHaveCount(20);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/events\?page=2$/);
  await expect(rows(page)).toHaveCount(20);
  await page.getByRole('button', { name: 'Page 3' }).click();
  await expect(rows(page)).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await page.reload();
  await expect(rows(page)).toHaveCount(5);
  await page.goBack();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(rows(page)).toHaveCount(20);

  const tabs = page.getByRole('tablist', { name: 'Time' });
  await tabs.getByRole('tab', { name: 'Current' }).click();
  await expect(page).toHaveURL(/\?tab=current$/);
  await expect(count).toHaveText('5 events');
  await expect(page.getByRole('navigation').filter({ has: page.getByRole('button', { name: 'Next page' }) })).toHaveCount(0);
  await tabs.getByRole('tab', { name: 'Upcoming' }).click();
  await expect(count).toHaveText('40 events');
  await tabs.getByRole('tab', { name: 'Past' }).click();
  await expect(page.getByText('No events match')).toBeVisible();
  await page.goBack();
  await expect(tabs.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
  await tabs.getByRole('tab', { name: 'All' }).click();

  const search = page.getByRole('searchbox', { name: 'Search events' });
  await search.fill('lübeck');
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, 'Upcoming 07')).toContainText('Lübeck Congress Hall');
  await expect(page).toHaveURL(/\?q=l%C3%BCbeck$/);
  await page.reload();
  await expect(search).toHaveValue('lübeck');
  await expect(rows(page)).toHaveCount(1);
  await search.press('Escape');
  await expect(search).toHaveValue('');
  await expect(count).toHaveText('45 events');
  await search.fill('no such event anywhere');
  await expect(page.getByText('No events match')).toBeVisible();
  await search.press('Escape');

  // Start range of one day, then the status on top; each shows as a chip above the list.
  const firstDay = dayFromToday(10);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const filter = page.getByRole('dialog', { name: 'Filter events' });
  await filter.getByRole('button', { name: 'Start date between' }).click();
  await pickDay(filter, firstDay);
  await pickDay(filter, firstDay);
  await filter.getByRole('button', { name: 'Apply' }).click();
  await expect(filter).toBeHidden();
  const chips = page.getByRole('list', { name: 'Active filters' });
  await expect(chips.getByRole('listitem')).toHaveText([`Start: ${listDay(firstDay)}`]);
  await expect(count).toHaveText('10 events');
  await expect(page).toHaveURL(new RegExp(`startFrom=${firstDay}&startTo=${firstDay}`));

  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await filter.getByRole('radio', { name: 'Published' }).check();
  await filter.getByRole('button', { name: 'Apply' }).click();
  await expect(chips.getByRole('listitem')).toHaveText([`Start: ${listDay(firstDay)}`, 'Status: Published']);
  await expect(page.getByText('No events match')).toBeVisible();
  await chips.getByRole('button', { name: 'Remove filter Status: Published' }).click();
  await expect(count).toHaveText('10 events');

  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await filter.getByRole('radio', { name: 'Draft' }).check();
  await filter.getByRole('button', { name: 'Apply' }).click();
  await expect(count).toHaveText('10 events');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await filter.getByRole('button', { name: 'Clear' }).click();
  await expect(chips).toHaveCount(0);
  await expect(count).toHaveText('45 events');
});

/** Clicks a day in the open range picker, moving on a month when the day is not shown yet. */
async function pickDay(scope: Locator, date: string, label = pickerLabel, nextMonth = 'Next month') {
  const day = scope.getByRole('button', { name: label(date), exact: true }).first();
  if (!(await day.isVisible())) await scope.getByRole('button', { name: nextMonth }).click();
  await day.click();
}

/** The screen's words in each language, as a user reads them. */
const WORDS = {
  en: {
    dayLabel: (date: string) => pickerLabel(date),
    tabs: 'Time',
    upcoming: 'Upcoming',
    search: 'Search events',
    filter: 'Filter events',
    startRange: 'Start date between',
    nextMonth: 'Next month',
    draft: 'Draft',
    apply: 'Apply',
    chips: 'Active filters',
    chipStart: 'Start: ',
    chipStatus: 'Status: Draft',
    count: (n: number) => `${n} events`,
    page: (n: number) => `Page ${n}`,
  },
  de: {
    // The picker names a German day without the ordinal dot: '3 Dezember 2026'.
    dayLabel: (date: string) => pickerLabel(date, 'de-DE').replace(/^(\d+)\. /, '$1 '),
    tabs: 'Zeitraum',
    upcoming: 'Bevorstehend',
    search: 'Events durchsuchen',
    filter: 'Events filtern',
    startRange: 'Startdatum zwischen',
    nextMonth: 'Nächster Monat',
    draft: 'Entwurf',
    apply: 'Anwenden',
    chips: 'Aktive Filter',
    chipStart: 'Start: ',
    chipStatus: 'Status: Entwurf',
    count: (n: number) => `${n} Events`,
    page: (n: number) => `Seite ${n}`,
  },
} as const;

for (const lang of ['en', 'de'] as const) {
  test(`reload, back and forward keep the tab, search, filter and page (${lang})`, async ({ page, request }) => {
    test.slow();
    const words = WORDS[lang];
    const firstDay = dayFromToday(10);
    const forums = Array.from({ length: 25 }, (_, i) => ({ name: `Forum ${String(i + 1).padStart(2, '0')}`, startDate: firstDay, endDate: dayFromToday(11) }));
    await organiserWith(page, request, [
      ...forums,
      // Matches the search but not the tab, the range, or the range's day.
      { name: 'Forum Live', startDate: dayFromToday(0), startTime: '00:00', endDate: dayFromToday(1), endTime: '23:00' },
      { name: 'Forum Later', startDate: dayFromToday(12), endDate: dayFromToday(12) },
      upcoming(10, 'Workshop'),
    ]);
    if (lang === 'de') {
      const stored = page.waitForResponse((response) => response.url().endsWith('/api/setLanguage') && response.ok());
      await page.getByRole('contentinfo').getByRole('button', { name: 'DE' }).click();
      await stored;
    }
    const count = page.getByText(new RegExp(`^\\d+ ${lang === 'de' ? 'Events?' : 'events?'}$`));
    await expect(count).toHaveText(words.count(28));

    const tabs = page.getByRole('tablist', { name: words.tabs });
    await tabs.getByRole('tab', { name: words.upcoming }).click();
    const search = page.getByRole('searchbox', { name: words.search });
    await search.fill('FORUM');
    await expect(count).toHaveText(words.count(26));
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const filter = page.getByRole('dialog', { name: words.filter });
    await filter.getByRole('button', { name: words.startRange }).click();
    await pickDay(filter, firstDay, words.dayLabel, words.nextMonth);
    await pickDay(filter, firstDay, words.dayLabel, words.nextMonth);
    await filter.getByRole('radio', { name: words.draft }).check();
    await filter.getByRole('button', { name: words.apply }).click();
    await expect(count).toHaveText(words.count(25));
    await page.getByRole('button', { name: words.page(2) }).click();
    await expect(rows(page)).toHaveCount(5);
    await expect(page).toHaveURL(new RegExp(`\\?tab=upcoming&q=FORUM&startFrom=${firstDay}&startTo=${firstDay}&status=draft&page=2$`));

    const restored = async (pageNumber: number, rowCount: number) => {
      await expect(tabs.getByRole('tab', { name: words.upcoming })).toHaveAttribute('aria-selected', 'true');
      await expect(search).toHaveValue('FORUM');
      await expect(page.getByRole('list', { name: words.chips }).getByRole('listitem')).toHaveText([
        new RegExp(`^${words.chipStart}`),
        words.chipStatus,
      ]);
      await expect(count).toHaveText(words.count(25));
      await expect(page.getByRole('button', { name: words.page(pageNumber) })).toHaveAttribute('aria-current', 'page');
      await expect(rows(page)).toHaveCount(rowCount);
    };
    await page.reload();
    await restored(2, 5);
    await expect(rows(page).first()).toContainText('Forum');
    await page.goBack();
    await restored(1, 20);
    await page.goForward();
    await restored(2, 5);
  });
}

test('opening a link to the list asks for its page once, with its filters, in the UI language', async ({ page, request }) => {
  await organiserWith(page, request, [upcoming(5, 'Alpha Summit'), upcoming(6, 'Beta Meetup'), upcoming(7, 'Alpha Forum')]);
  const pageCalls: { search: string; language: string | undefined }[] = [];
  page.on('request', (call) => {
    const url = new URL(call.url());
    if (url.pathname === '/api/eventsPage') pageCalls.push({ search: url.search, language: call.headers()['accept-language'] });
  });

  await page.goto('/events?tab=upcoming&q=alpha');
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByText('2 events', { exact: true })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search events' })).toHaveValue('alpha');
  expect(pageCalls).toEqual([{ search: '?tab=upcoming&q=alpha', language: 'en' }]);

  const stored = page.waitForResponse((response) => response.url().endsWith('/api/setLanguage') && response.ok());
  await page.getByRole('contentinfo').getByRole('button', { name: 'DE' }).click();
  await stored;
  pageCalls.length = 0;
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Bevorstehend' })).toHaveAttribute('aria-selected', 'true');
  await expect(rows(page)).toHaveCount(2);
  expect(pageCalls).toEqual([{ search: '?tab=upcoming&q=alpha', language: 'de' }]);
});

test('delete asks with the event’s name, and Cancel keeps it', async ({ page, request }) => {
  await organiserWith(page, request, [upcoming(5, 'Alpha Summit'), upcoming(6, 'Beta Meetup')]);
  await row(page, 'Alpha Summit').getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete event' });
  await expect(dialog).toContainText('Are you sure you want to delete the event?');
  await expect(dialog).toContainText('Alpha Summit');
  expect(Math.round((await dialog.boundingBox())!.width)).toBe(520);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows(page)).toHaveCount(2);

  await row(page, 'Alpha Summit').getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'The event "Alpha Summit" has been deleted.');
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, 'Beta Meetup')).toBeVisible();
  await page.reload();
  await expect(rows(page)).toHaveCount(1);
});

test('duplicate creates a draft copy that shows in the list; a row opens its event', async ({ page, request }) => {
  const { ids } = await organiserWith(page, request, [upcoming(5, 'Alpha Summit')]);
  await row(page, 'Alpha Summit').getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByText('A copy of "Alpha Summit" has been created as a draft.')).toBeVisible();
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).filter({ hasText: 'Draft' })).toHaveCount(2);
  await page.reload();
  await expect(rows(page)).toHaveCount(2);

  await row(page, 'Alpha Summit').getByText('Online').click();
  await expect(page).toHaveURL(new RegExp(`/event/${ids[0]}/dashboard$`));
});

test.describe('a published event', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('shows its code with a copy button, and the code can be searched', async ({ page, request }) => {
    const { authorization, ids } = await organiserWith(page, request, [upcoming(5, 'Alpha Summit'), upcoming(6, 'Beta Meetup')]);
    const published = await request.post(`/api/publishEvent/${ids[0]}`, { headers: { Authorization: authorization } });
    const { code } = ((await published.json()) as { data: { code: string } }).data;
    await page.reload();

    const alpha = row(page, 'Alpha Summit');
    await expect(alpha.getByText('Published')).toBeVisible();
    await expect(alpha.getByLabel('Event code', { exact: true })).toHaveText(code);
    await expect(row(page, 'Beta Meetup').getByText('Draft')).toBeVisible();
    await expect(row(page, 'Beta Meetup').getByLabel('Event code', { exact: true })).toHaveCount(0);

    await alpha.getByRole('button', { name: `Copy event code ${code}` }).click();
    await expectToast(page, 'Copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await expect(page).toHaveURL(/\/events$/);

    await page.getByRole('searchbox', { name: 'Search events' }).fill(code.toLowerCase());
    await expect(rows(page)).toHaveCount(1);
    await expect(alpha).toBeVisible();
  });
});

test('export then import of the same file creates a second event', async ({ page, request }, testInfo) => {
  await organiserWith(page, request, [upcoming(5, 'Alpha Summit')]);
  const downloading = page.waitForEvent('download');
  await row(page, 'Alpha Summit').getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.json$/);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);

  await importFile(page, file);
  await expect(page.getByText('The event has been imported.')).toBeVisible();
  await expect(row(page, 'Alpha Summit')).toHaveCount(2);
});

async function importFile(page: Page, file: string) {
  const choosing = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import event' }).click();
  await (await choosing).setFiles(file);
}

test('a malformed import file is refused with every reason listed, and only JSON is taken', async ({ page, request }, testInfo) => {
  await organiserWith(page, request, [upcoming(5, 'Alpha Summit')]);
  const bad = testInfo.outputPath('broken-event.json');
  fs.mkdirSync(path.dirname(bad), { recursive: true });
  fs.writeFileSync(
    bad,
    JSON.stringify({ format: 'aula-event', version: 1, event: { name: '', startDate: '2027-13-45', language: 'en' }, agenda: { categories: [] } }),
  );
  await importFile(page, bad);
  const dialog = page.getByRole('dialog', { name: 'The file was not imported' });
  await expect(dialog).toContainText('broken-event.json');
  const problems = dialog.getByRole('listitem');
  await expect(problems.filter({ hasText: 'event.name: Required field' })).toHaveCount(1);
  await expect(problems.filter({ hasText: 'event.startDate: Invalid date' })).toHaveCount(1);
  await expect(problems.filter({ hasText: 'event.location: Required field' })).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(rows(page)).toHaveCount(1);

  const notJson = testInfo.outputPath('notes.txt');
  fs.writeFileSync(notJson, 'not an event');
  await importFile(page, notJson);
  await expect(page.getByText('Only JSON files can be imported.')).toBeVisible();

  const garbled = testInfo.outputPath('garbled.json');
  fs.writeFileSync(garbled, '{ "format": ');
  await importFile(page, garbled);
  await expect(dialog.getByRole('listitem')).toHaveText(['file: The file does not contain valid JSON.']);
});

test('the list in German: tabs, status, dates and the delete question', async ({ page, request }) => {
  const startDate = dayFromToday(5);
  await organiserWith(page, request, [{ ...upcoming(5, 'Herbstforum'), timezone: 60 }]);
  const stored = page.waitForResponse((response) => response.url().endsWith('/api/setLanguage') && response.ok());
  await page.getByRole('contentinfo').getByRole('button', { name: 'DE' }).click();
  await stored;

  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Zeitraum' }).getByRole('tab')).toHaveText(['Alle', 'Bevorstehend', 'Laufend', 'Vergangen']);
  const herbst = row(page, 'Herbstforum');
  await expect(herbst.getByText('Entwurf')).toBeVisible();
  const germanDay = new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${startDate}T00:00:00Z`),
  );
  await expect(herbst).toContainText(`${germanDay}, 10:00 – `);
  await expect(herbst).toContainText('(UTC +01:00)');
  await expect(page.getByText('1 Event', { exact: true })).toBeVisible();

  await page.getByRole('tablist', { name: 'Zeitraum' }).getByRole('tab', { name: 'Vergangen' }).click();
  await expect(page.getByText('Keine passenden Events')).toBeVisible();
  await page.getByRole('button', { name: 'Alle Filter entfernen' }).click();

  await herbst.getByRole('button', { name: 'Löschen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Event löschen' });
  await expect(dialog).toContainText('Sind Sie sicher, dass Sie das Event löschen möchten?');
  await expect(dialog).toContainText('Herbstforum');
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(herbst).toBeVisible();
});
