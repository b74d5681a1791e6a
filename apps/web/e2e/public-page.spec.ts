import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createEvent, eventFields, importEventWithAgenda, signInNewUser } from './event-setup-helpers';

/** Publishes an event through the API and answers its code. */
async function publish(request: APIRequestContext, authorization: string, id: number): Promise<string> {
  const response = await request.post(`/api/publishEvent/${id}`, { headers: { Authorization: authorization } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { code: string } }).data.code;
}

/** A menu as POST /api/navigation saves it: every built-in item, in this order. */
const menuItem = (kind: string, extra: Record<string, unknown> = {}) => ({
  kind,
  labelEn: '',
  labelDe: '',
  icon: { home: 'home', agenda: 'calendar-event', rooms: 'door', social: 'news', chat: 'messages', polls: 'chart-bar', people: 'users', link: 'link' }[kind],
  url: '',
  visible: !['social', 'chat', 'polls', 'people'].includes(kind),
  isLanding: kind === 'home',
  ...extra,
});

async function saveDesignAndMenu(request: APIRequestContext, authorization: string, id: number): Promise<void> {
  const design = await request.post(`/api/design/${id}`, {
    headers: { Authorization: authorization },
    data: { imageFileId: null, logoFileId: null, bannerFileId: null, primaryColor: '#0b7285', backgroundColor: '#212529', accentColor: '#f08c00', font: 'georgia' },
  });
  expect(design.ok(), await design.text()).toBe(true);
  const navigation = await request.post(`/api/navigation/${id}`, {
    headers: { Authorization: authorization },
    data: {
      items: [
        menuItem('agenda', { labelEn: 'Programme', labelDe: 'Ablauf' }),
        menuItem('link', { labelEn: 'Tickets', labelDe: 'Karten', url: 'https://tickets.example.com/summit' }),
        menuItem('home'),
        menuItem('rooms'),
        menuItem('social'),
        menuItem('chat'),
        menuItem('polls'),
        menuItem('people'),
      ],
    },
  });
  expect(navigation.ok(), await navigation.text()).toBe(true);
}

/** Opens the event's public page through the sidebar's preview link, which opens a new tab. */
async function openPreview(page: Page, linkName: string): Promise<Page> {
  const sidebar = page.getByRole('navigation', { name: /Event navigation|Event-Navigation/ });
  const link = sidebar.getByRole('link', { name: linkName });
  await expect(link).toHaveAttribute('target', '_blank');
  const [preview] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await preview.waitForLoadState('domcontentloaded');
  return preview;
}

const computed = (page: Page, selector: string, property: string) =>
  page.locator(selector).first().evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

test.describe('English', () => {
  test.use({ timezoneId: 'America/New_York', locale: 'en-GB' });

  test('the preview link opens the public page with the design, the menu in order, and times in either zone', async ({ page, request }) => {
    const { authorization } = await signInNewUser(page, request);
    const fields = eventFields({ name: 'Harbour Summit', timezone: 60, startTime: '10:00', endTime: '18:00' });
    const id = await importEventWithAgenda(request, authorization, fields, [
      { title: 'Opening keynote', day: fields.startDate, startTime: '11:00', endTime: '12:00' },
    ]);
    const code = await publish(request, authorization, id);
    await saveDesignAndMenu(request, authorization, id);

    await page.goto(`/event/${id}/dashboard`);
    const preview = await openPreview(page, 'Event preview');
    await expect(preview).toHaveURL(new RegExp(`/e/${code}$`));
    await expect(preview).toHaveTitle('Harbour Summit · Aula');
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Harbour Summit');

    // The design: dark background, so white text; the primary colour on the menu bar; the font.
    expect(await computed(preview, 'body', 'background-color')).toBe('rgb(33, 37, 41)');
    expect(await computed(preview, 'body', 'color')).toBe('rgb(255, 255, 255)');
    expect(await computed(preview, '.bar', 'background-color')).toBe('rgb(11, 114, 133)');
    expect(await computed(preview, 'body', 'font-family')).toContain('Georgia');

    // The menu in the saved order; hidden items are absent; links open elsewhere with rel=noopener.
    const menu = preview.getByRole('navigation', { name: 'Event menu' });
    await expect(menu.getByRole('link')).toHaveText(['Programme', 'Tickets', 'Home', 'Rooms']);
    await expect(menu.getByRole('link', { name: 'Tickets' })).toHaveAttribute('rel', 'noopener');
    await expect(menu.getByRole('link', { name: 'Programme' })).toHaveAttribute('href', '#agenda');
    await menu.getByRole('link', { name: 'Programme' }).click();
    await expect(preview).toHaveURL(/#agenda$/);
    await expect(preview.getByRole('heading', { name: 'Agenda' })).toBeInViewport();

    // Times in the event's zone, then in the viewer's (New York, UTC -05:00 at that date), and back.
    const when = preview.locator('time[data-tz="span"]');
    const session = preview.locator('time[data-tz="session"]');
    await expect(when).toContainText('10:00 – 18:00 (UTC +01:00)');
    await expect(session).toHaveText('11:00 – 12:00');
    await expect(preview.getByText('Opening keynote')).toBeVisible();
    await preview.getByRole('button', { name: 'Show times in my time zone' }).click();
    await expect(when).toContainText('04:00 – 12:00 (UTC -05:00)');
    await expect(session).toHaveText('05:00 – 06:00');
    await expect(preview.getByText('Times are shown in your time zone (America/New_York).')).toBeVisible();
    await preview.getByRole('button', { name: "Show times in the event's time zone" }).click();
    await expect(when).toContainText('10:00 – 18:00 (UTC +01:00)');
    await expect(session).toHaveText('11:00 – 12:00');
  });

  test('a draft has no preview link, and an unknown code shows the not-found page', async ({ page, request }) => {
    const { authorization } = await signInNewUser(page, request);
    const id = await createEvent(request, authorization, eventFields({ name: 'Quiet Draft' }));
    await page.goto(`/event/${id}/dashboard`);
    await expect(page.getByTestId('draft-bar')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Event preview' })).toHaveCount(0);

    const response = await page.goto('/e/ZZZZ22');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Page not found · Aula');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('Quiet Draft')).toHaveCount(0);
  });
});

test.describe('German', () => {
  test.use({ timezoneId: 'Asia/Tokyo', locale: 'de-DE' });

  test('the preview opens the page in German with the default design, and shows times in Tokyo on request', async ({ page, request }) => {
    const { authorization } = await signInNewUser(page, request);
    const fields = eventFields({ name: 'Hafengipfel', timezone: 60, startTime: '10:00', endTime: '18:00', language: 'de' });
    const id = await createEvent(request, authorization, fields);
    await publish(request, authorization, id);

    await page.goto(`/event/${id}/dashboard`);
    const stored = page.waitForResponse((response) => response.url().endsWith('/api/setLanguage') && response.ok());
    await page.getByRole('contentinfo').getByRole('button', { name: 'DE' }).click();
    await stored;
    const preview = await openPreview(page, 'Event-Vorschau');
    await expect(preview).toHaveTitle('Hafengipfel · Aula');
    await expect(preview.locator('html')).toHaveAttribute('lang', 'de');
    // The default design: a light background with black text.
    expect(await computed(preview, 'body', 'background-color')).toBe('rgb(248, 249, 250)');
    expect(await computed(preview, 'body', 'color')).toBe('rgb(0, 0, 0)');
    await expect(preview.getByRole('navigation', { name: 'Event-Menü' }).getByRole('link')).toHaveText(['Startseite', 'Programm', 'Räume']);
    await expect(preview.getByRole('heading', { name: 'Programm' })).toBeVisible();
    await expect(preview.getByText('Das Programm ist noch nicht veröffentlicht.')).toBeVisible();

    const when = preview.locator('time[data-tz="span"]');
    await expect(when).toContainText('10:00 – 18:00 (UTC +01:00)');
    await preview.getByRole('button', { name: 'Zeiten in meiner Zeitzone anzeigen' }).click();
    // 10:00 at UTC +01:00 is 18:00 in Tokyo; 18:00 is 02:00 the next day.
    await expect(when).toContainText(', 18:00 – ');
    await expect(when).toContainText(', 02:00 (UTC +09:00)');
    await expect(preview.getByText('Die Zeiten sind in Ihrer Zeitzone angegeben (Asia/Tokyo).')).toBeVisible();
    await expect(preview.getByRole('button', { name: 'Zeiten in der Zeitzone des Events anzeigen' })).toHaveAttribute('aria-pressed', 'true');

    // The language link switches the page to English.
    await preview.getByRole('link', { name: 'This page in English' }).click();
    await expect(preview.locator('html')).toHaveAttribute('lang', 'en');
    await expect(preview.getByRole('button', { name: 'Show times in my time zone' })).toBeVisible();
  });
});
