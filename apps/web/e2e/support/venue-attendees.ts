import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { linkIn, waitForMail } from './mailbox';

type Person = { firstName: string; lastName: string; lang: 'en' | 'de'; role?: 'attendee' | 'moderator' | 'speaker' };

/** Adds an attendee account to the event and invites it; answers the mailed invitation link. */
export async function invitedAttendee(request: APIRequestContext, authorization: string, eventId: number, person: Person): Promise<string> {
  return (await invitedAccount(request, authorization, eventId, person)).link;
}

/**
 * Adds an account (an attendee unless `role` says otherwise) and invites it; answers its id and the
 * mailed link, read from the suite's outbox or from `mailDir` (a test's own server).
 */
export async function invitedAccount(
  request: APIRequestContext,
  authorization: string,
  eventId: number,
  person: Person,
  mailDir?: string,
): Promise<{ accountId: number; link: string }> {
  const headers = { Authorization: authorization };
  const { role = 'attendee', ...name } = person;
  const email = `${person.firstName.toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const account = await request.post('/api/account', {
    headers,
    data: { eventId, id: 0, ...name, email, company: '', jobTitle: '', role, groups: [], active: true },
  });
  expect(account.ok(), await account.text()).toBe(true);
  const accountId = ((await account.json()) as { data: { id: number } }).data.id;
  const invite = await request.post('/api/inviteAccounts', { headers, data: { eventId, accountIds: [accountId] } });
  expect(invite.ok(), await invite.text()).toBe(true);
  return { accountId, link: linkIn(await waitForMail(email, undefined, mailDir), '/venue/invitation/') };
}

type EntryTexts = { welcome: string; newPassword: string; enter: string; signedIn: string };

/** The invitation page's texts and the venue menu's first link, in the attendee's language. */
const ENTRY_TEXTS = {
  en: { welcome: (firstName: string) => `Welcome, ${firstName}`, newPassword: 'New password', enter: 'Save password and enter', signedIn: 'Agenda' },
  de: { welcome: (firstName: string) => `Willkommen, ${firstName}`, newPassword: 'Neues Passwort', enter: 'Passwort speichern und eintreten', signedIn: 'Programm' },
} as const;

/** Opens the invitation link in a browser of its own, chooses a password and waits for the venue's menu. */
export async function enterVenue(browser: Browser, link: string, texts: EntryTexts): Promise<Page> {
  const venue = await (await browser.newContext()).newPage();
  await venue.goto(link);
  await expect(venue.getByRole('heading', { name: texts.welcome, level: 1 })).toBeVisible();
  await venue.getByLabel(texts.newPassword, { exact: true }).fill('Lantern-Harbour-2027!');
  await venue.getByRole('button', { name: texts.enter }).click();
  await expect(venue.getByRole('link', { name: texts.signedIn }).first()).toBeVisible();
  return venue;
}

/** `enterVenue` for an invited attendee greeted by first name, in the language of their account. */
export function enterVenueAs(browser: Browser, link: string, person: { firstName: string; lang: 'en' | 'de' }): Promise<Page> {
  const texts = ENTRY_TEXTS[person.lang];
  return enterVenue(browser, link, { ...texts, welcome: texts.welcome(person.firstName) });
}
