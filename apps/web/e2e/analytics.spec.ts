import fs from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { readCsv, readXlsx } from '../../server/src/http/table-export/table-export-test-support';
import { ANALYTICS_MINUTE_MS, attendeeInRoom, organiserWithAnalyticsEvent, test, watchClip } from './support/analytics-event';
import { chooseGerman } from './support/language';
import { expect } from './support/test';

// Sign-up, two invitation mails, three browsers side by side and a 5-second clip watched to its end.
test.describe.configure({ timeout: 120_000 });

type AccountFigures = { accountId: number; lastSeen: string | null };

async function downloaded(page: Page, button: string): Promise<Buffer> {
  const download: Promise<Download> = page.waitForEvent('download');
  await page.getByRole('group', { name: /^(Export|Exportieren)$/ }).getByRole('button', { name: button, exact: true }).click();
  return fs.readFileSync(await (await download).path());
}

/** The header row and the first row of a table export, as column name -> cell. */
function firstRow(rows: readonly (readonly unknown[])[]): Record<string, unknown> {
  const [header = [], values = []] = rows;
  return Object.fromEntries(header.map((name, index) => [String(name), values[index]]));
}

test('two attendees enter rooms, watch, chat and vote; the dashboard, the accounts and the exports show exactly that', async ({
  page,
  request,
  browser,
  analyticsServer,
}) => {
  const { event, headers } = await organiserWithAnalyticsEvent(page, request, analyticsServer);

  await page.goto(`/event/${event.eventId}/analytics`);
  await chooseGerman(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Analyse-Dashboard' })).toBeVisible();
  const now = page.getByRole('region', { name: 'Jetzt' });
  await expect(now.getByText('0 Personen online')).toBeVisible();

  // 'Now' follows the console's presence pushes: each entry shows within 5 s (docs/rules/analytics.md#screens).
  const ada = await attendeeInRoom(browser, event.ada, event.stageId);
  await expect(now.getByText('1 Person online')).toBeVisible({ timeout: 5_000 });
  await expect(now.getByRole('row', { name: 'Hauptbühne 1' })).toBeVisible({ timeout: 5_000 });
  const ben = await attendeeInRoom(browser, event.ben, event.loungeId);
  await expect(now.getByText('2 Personen online')).toBeVisible({ timeout: 5_000 });
  await expect(now.getByRole('row', { name: 'Lounge 1' })).toBeVisible({ timeout: 5_000 });
  await expect(now.getByRole('row', { name: 'Hauptbühne 1' })).toBeVisible();

  // Ada watches the stage's clip, writes in its chat and votes in its poll; Ben only stays in the lounge.
  const played = await watchClip(ada, 'Live stream of Main stage');
  const watchedUntil = Date.now();
  await ada.getByRole('textbox', { name: 'Message to Chat of Main stage' }).fill('Hello from the stage');
  await ada.getByRole('button', { name: 'Send' }).click();
  await expect(ada.getByRole('list', { name: 'Messages' }).getByText('Hello from the stage')).toBeVisible();
  await ada.getByRole('tab', { name: 'Polls' }).click();
  const poll = ada.getByRole('article', { name: event.question });
  await poll.getByRole('radio', { name: 'Data' }).check();
  await poll.getByRole('button', { name: 'Vote' }).click();
  await expect(poll.getByText('Thank you, your vote has been counted.')).toBeVisible();

  // The minute in which the clip ended is written once a later minute of Ada's is: from then on no figure of hers but her presence changes.
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/analyticsAccounts/${event.eventId}`, { headers });
      const rows = ((await answer.json()) as { data: { rows: AccountFigures[] } }).data.rows;
      const lastSeen = rows.find((row) => row.accountId === event.ada.accountId)?.lastSeen;
      return lastSeen ? Date.parse(lastSeen) : 0;
    })
    .toBeGreaterThan(watchedUntil);
  for (const venue of [ada, ben]) {
    await venue.close();
    await venue.context().close();
  }
  await expect(now.getByText('0 Personen online')).toBeVisible({ timeout: 5_000 });

  const dashboard = await request.get(`/api/analyticsDashboard/${event.eventId}`, { headers });
  const { watchMinutes } = ((await dashboard.json()) as { data: { watchMinutes: number } }).data;
  // One watched minute at least (the clip covers two whole minutes of 2 s), never more than the minutes the clip touched.
  expect(watchMinutes).toBeGreaterThanOrEqual(1);
  expect(watchMinutes).toBeLessThanOrEqual(Math.ceil(played / ANALYTICS_MINUTE_MS) + 1);

  await page.reload();
  const figure = (name: string) => page.getByRole('group', { name, exact: true });
  for (const [name, value] of [
    ['Eingeladen', '2'],
    ['Aktiviert', '2'],
    ['Teilgenommen', '2'],
    ['Engagiert', '1'],
    ['Eindeutige Teilnehmende', '2'],
    ['Höchste gleichzeitige Anzahl', '2'],
    ['Zuschauminuten', String(watchMinutes)],
  ]) {
    await expect(figure(name!).getByText(value!, { exact: true })).toBeVisible();
  }
  await expect(figure('Engagement-Rate')).toContainText(/50\s%/);

  // The exports of the German console: CSV with semicolons, XLSX with number cells, the same figures.
  const expected = { uniqueAttendees: 2, peak: 2, watchMinutes, invited: 2, activated: 2, attended: 2, engaged: 1 };
  const csv = firstRow(readCsv(await downloaded(page, 'CSV'), 'de'));
  expect({
    uniqueAttendees: Number(csv['Eindeutige Teilnehmende']),
    peak: Number(csv['Höchste gleichzeitige Anzahl']),
    watchMinutes: Number(csv['Zuschauminuten']),
    invited: Number(csv['Eingeladen']),
    activated: Number(csv['Aktiviert']),
    attended: Number(csv['Teilgenommen']),
    engaged: Number(csv['Engagiert']),
  }).toEqual(expected);
  const xlsxFile = await downloaded(page, 'Excel (XLSX)');
  expect(xlsxFile.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  const xlsx = firstRow(await readXlsx(xlsxFile));
  expect({
    uniqueAttendees: xlsx['Eindeutige Teilnehmende'],
    peak: xlsx['Höchste gleichzeitige Anzahl'],
    watchMinutes: xlsx['Zuschauminuten'],
    invited: xlsx['Eingeladen'],
    activated: xlsx['Aktiviert'],
    attended: xlsx['Teilgenommen'],
    engaged: xlsx['Engagiert'],
  }).toEqual(expected);

  // The livestream screen counts the same watch minutes for the stage.
  await page.goto(`/event/${event.eventId}/analytics/livestream`);
  const stage = page.getByRole('region', { name: 'Hauptbühne' });
  await expect(stage.getByRole('group', { name: 'Zuschauminuten', exact: true }).getByText(String(watchMinutes), { exact: true })).toBeVisible();

  // The accounts screen, in English: each attendee's stage, messages and votes, and its CSV with commas.
  await page.goto(`/event/${event.eventId}/analytics/accounts`);
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  const accountRow = (name: string) => page.getByTestId('analytics-account-row').filter({ hasText: name });
  const cells = async (name: string) => {
    const texts = await accountRow(name).getByRole('cell').allTextContents();
    return { stage: texts[1], messages: texts[6], questions: texts[7], votes: texts[8] };
  };
  await expect(accountRow('Ada Quist')).toBeVisible();
  expect(await cells('Ada Quist')).toEqual({ stage: 'Engaged', messages: '1', questions: '0', votes: '1' });
  expect(await cells('Ben Roth')).toEqual({ stage: 'Attended', messages: '0', questions: '0', votes: '0' });
  const [accountsHeader = [], ...accountLines] = readCsv(await downloaded(page, 'CSV'), 'en');
  const column = (name: string) => accountsHeader.indexOf(name);
  const exported = accountLines.map((line) => [line[column('Name')], line[column('Stage')], line[column('Messages')], line[column('Votes')]]);
  expect(exported.sort()).toEqual([
    ['Ada Quist', 'Engaged', '1', '1'],
    ['Ben Roth', 'Attended', '0', '0'],
  ]);

  // The session on the stage had Ada, not Ben (who stayed in the lounge), and her message in the stage's chat.
  await page.goto(`/event/${event.eventId}/analytics/sessions`);
  const session = page.getByTestId('session-row').filter({ hasText: 'Opening' });
  await expect(session).toBeVisible();
  const sessionCells = await session.getByRole('cell').allTextContents();
  expect({ attendees: sessionCells[3], peak: sessionCells[4], questions: sessionCells[6], questionVotes: sessionCells[7], messages: sessionCells[8] }).toEqual({
    attendees: '1',
    peak: '1',
    questions: '0',
    questionVotes: '0',
    messages: '1',
  });
});
