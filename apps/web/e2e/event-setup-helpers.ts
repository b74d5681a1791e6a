import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { addDays, todayInZone, tokenExpiresAt, type AuthToken, type EventSetupFields } from '@aula/shared';
import { createActiveUser, type TestUser } from './support/accounts';

/** A date `days` from today in UTC (the zone the test events use), as YYYY-MM-DD. */
export const utcDay = (days: number, nowMs = Date.now()) => addDays(todayInZone(nowMs, 0), days);

/** Moves a YYYY-MM-DD date by whole days. */
export const shiftDay = addDays;

export type SignedIn = { user: TestUser; authorization: string };

/**
 * A new active organiser, signed in. The login screen is what the auth specs test; here the token
 * comes from the API and is stored as the login screen stores it, which spares every other test a
 * load of the sign-in pages. An account without events may be sent on to /create-event, so either
 * landing counts.
 */
export async function signInNewUser(page: Page, request: APIRequestContext, baseURL = ''): Promise<SignedIn> {
  const user = await createActiveUser(request);
  return { user, authorization: await signInThroughApi(page, user, baseURL) };
}

/** Signs an active user in through the API, stores the token as the login screen does, and answers its Authorization header. */
export async function signInThroughApi(page: Page, user: TestUser, baseURL = ''): Promise<string> {
  const answer = await page.request.post(`${baseURL}/api/login`, { data: { username: user.email, password: user.password, lang: 'en' } });
  expect(answer.ok(), await answer.text()).toBe(true);
  const token = ((await answer.json()) as { data: AuthToken }).data;
  // Storage belongs to the origin: a small same-origin answer opens it without loading the app.
  await page.goto(`${baseURL}/api/health`);
  await page.evaluate(
    ({ auth, lang }) => {
      localStorage.setItem('aula.auth', JSON.stringify(auth));
      localStorage.setItem('aula.lang', lang);
    },
    { auth: { ...token, expiresAt: tokenExpiresAt(Date.now(), token.expires_in), is_owner: token.is_admin }, lang: token.lang },
  );
  await page.goto(`${baseURL}/events`);
  await page.waitForURL(/\/(events|create-event)$/);
  return `${token.token_type} ${token.access_token}`;
}

export async function signIn(page: Page, user: TestUser, baseURL = ''): Promise<void> {
  await page.goto(`${baseURL}/auth/login`);
  await page.getByLabel(/e-mail/i).fill(user.email);
  await page.getByLabel(/password|passwort/i).first().fill(user.password);
  await page.getByRole('button', { name: /sign in|anmelden/i }).click();
  await page.waitForURL(/\/(events|create-event)$/);
}

/** The Authorization header of the signed-in page, for preparing data through the API. */
export async function storedAuthorization(page: Page): Promise<string> {
  const auth = await page.evaluate(() => JSON.parse(localStorage.getItem('aula.auth') ?? 'null') as { token_type: string; access_token: string });
  return `${auth.token_type} ${auth.access_token}`;
}

export type EventFields = Omit<EventSetupFields, 'address' | 'conditions'>;

/** A one-day event a week ahead in UTC, closing 31 days after its end. */
export function eventFields(overrides: Partial<EventFields> = {}): EventFields {
  const start = utcDay(7);
  return {
    name: 'Harbour Summit',
    startDate: start,
    startTime: '10:00',
    endDate: start,
    endTime: '18:00',
    closingDate: shiftDay(start, 31),
    closingTime: '18:00',
    location: 'Hamburg',
    timezone: 0,
    language: 'en',
    ...overrides,
  };
}

/** Creates an event through POST /api/event (multipart, as the form sends it) and answers its id. */
export async function createEvent(request: APIRequestContext, authorization: string, fields: EventFields): Promise<number> {
  const multipart: Record<string, string> = { id: '0', address: '[]', conditions: '', moveSessions: '', is_virtual: '1' };
  for (const [key, value] of Object.entries(fields)) multipart[key] = String(value);
  const response = await request.post('/api/event', { headers: { Authorization: authorization }, multipart });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

export type ExportedSession = { title: string; day: string; startTime: string; endTime: string };

/** Imports an event with an agenda through POST /api/importEvent, with a file of the export format. */
export async function importEventWithAgenda(
  request: APIRequestContext,
  authorization: string,
  fields: EventFields,
  sessions: ExportedSession[],
): Promise<number> {
  const file = {
    format: 'aula-event',
    version: 1,
    event: { ...fields, address: [], conditions: '' },
    agenda: { categories: [{ name: 'Main stage', color: '#4c6ef5', sessions }] },
  };
  const response = await request.post('/api/importEvent', {
    headers: { Authorization: authorization },
    multipart: { file: { name: 'event.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) } },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/** The agenda's sessions as GET /api/agenda/{id} lists them. */
export async function agendaSessions(request: APIRequestContext, authorization: string, eventId: number): Promise<ExportedSession[]> {
  const response = await request.get(`/api/agenda/${eventId}`, { headers: { Authorization: authorization } });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { categories: { sessions: ExportedSession[] }[] } };
  return data.categories.flatMap((category) => category.sessions.map(({ title, day, startTime, endTime }) => ({ title, day, startTime, endTime })));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A label as shown, with or without the required asterisk. */
const labelled = (label: string) => new RegExp(`^${escapeRegExp(label)}(\\s*\\*)?$`);

/** The input of a labelled field; a time picker's own inputs are named "<label>, hours" and "<label>, minutes". */
export const field = (page: Page, label: string) => page.getByLabel(labelled(label));

/** The error shown under a field (a time picker does not link its error to its inputs, so the wrapper is searched). */
export const fieldError = (page: Page, label: string) =>
  page
    .locator('.mantine-InputWrapper-root')
    .filter({ has: page.locator('label', { hasText: labelled(label) }) })
    .locator('.mantine-InputWrapper-error');

/** Types a date into a date input (YYYY-MM-DD is always understood) and leaves the field. */
export async function fillDate(page: Page, label: string, isoDate: string): Promise<void> {
  const input = field(page, label);
  await input.fill(isoDate);
  await input.press('Tab');
}

const TIME_PARTS = { en: ['hours', 'minutes'], de: ['Stunden', 'Minuten'] } as const;

/** Sets a 24-hour time picker through its hour and minute inputs and leaves it. */
export async function fillTime(page: Page, label: string, time: string, lang: 'en' | 'de' = 'en'): Promise<void> {
  const [hours, minutes] = time.split(':') as [string, string];
  const [hoursWord, minutesWord] = TIME_PARTS[lang];
  await page.getByLabel(`${label}, ${hoursWord}`).fill(hours);
  const minutesInput = page.getByLabel(`${label}, ${minutesWord}`);
  await minutesInput.fill(minutes);
  await minutesInput.press('Tab');
}

