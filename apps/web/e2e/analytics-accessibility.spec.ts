import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { attendeeInRoom, organiserWithAnalyticsEvent, test, watchClip } from './support/analytics-event';
import { expect } from './support/test';

// Sign-up, an invitation, a clip watched to its end, then axe over seven whole screens, a few seconds each while both cores are busy.
test.describe.configure({ timeout: 120_000 });

/** The WCAG 2.1 A and AA rules axe checks, on the page as it stands, each node with axe's reason (a contrast names its colours). */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary ?? ''})`).join(', ')}`);
}

type Language = { button: 'EN' | 'DE'; showTable: string; dashboard: string };
const LANGUAGES: Language[] = [
  { button: 'EN', showTable: 'Show as table', dashboard: 'Analytics dashboard' },
  { button: 'DE', showTable: 'Als Tabelle anzeigen', dashboard: 'Analyse-Dashboard' },
];

/** Waits until the screen's figures are there and its charts drawn, then opens every chart's table so that axe sees them too. */
async function screenDrawn(page: Page, texts: Language): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByRole('progressbar')).toHaveCount(0);
  // A chart's drawing is hidden from assistive technology; until its code has loaded a grey block stands in for it.
  await expect(main.locator('[aria-hidden] .mantine-Skeleton-root')).toHaveCount(0);
  const showTable = main.getByRole('button', { name: texts.showTable });
  // Each button, once pressed, is named 'Hide table': the first of those left is always the next one. Pressed
  // until none is left, since what follows a screen's first chart renders after it (more buttons may come).
  await expect(async () => {
    const left = await showTable.count();
    if (left > 0) await showTable.first().click();
    expect(left).toBe(0);
  }).toPass();
}

for (const texts of LANGUAGES) {
  test(`${texts.button}: the analytics screens, with an attendee's figures and charts, pass the WCAG A and AA checks`, async ({
    page,
    request,
    browser,
    analyticsServer,
  }) => {
    const { event, headers } = await organiserWithAnalyticsEvent(page, request, analyticsServer);
    const ada = await attendeeInRoom(browser, event.ada, event.stageId);
    await watchClip(ada, 'Live stream of Main stage');
    await ada.getByRole('tab', { name: 'Polls' }).click();
    await ada.getByRole('article', { name: event.question }).getByRole('radio', { name: 'Data' }).check();
    await ada.getByRole('button', { name: 'Vote' }).click();
    await expect(ada.getByText('Thank you, your vote has been counted.')).toBeVisible();
    // Every screen has something to draw once the watched minutes are written.
    await expect
      .poll(async () => {
        const answer = await request.get(`/api/analyticsDashboard/${event.eventId}`, { headers });
        return ((await answer.json()) as { data: { watchMinutes: number } }).data.watchMinutes;
      })
      .toBeGreaterThan(0);

    const base = `/event/${event.eventId}/analytics`;
    const screens = [base, `${base}/general`, `${base}/sessions`, `${base}/sessions/${event.sessionId}`, `${base}/livestream`, `${base}/rooms`, `${base}/accounts`];
    await page.goto(base);
    await page.getByRole('button', { name: texts.button, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: texts.dashboard })).toBeVisible();
    const found: string[] = [];
    for (const path of screens) {
      await page.goto(path);
      await screenDrawn(page, texts);
      found.push(...(await violations(page)).map((v) => `${path} ${v}`));
    }
    expect(found).toEqual([]);
  });
}
