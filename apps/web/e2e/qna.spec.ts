import fs from 'node:fs/promises';
import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createEvent, eventFields, signInNewUser } from './event-setup-helpers';
import { linkIn, waitForMail } from './support/mailbox';
import { createRoomThroughApi } from './support/rooms';
import { chooseGerman } from './support/language';

type Texts = {
  lang: 'en' | 'de';
  room: string;
  tab: string;
  question: string;
  ask: string;
  askAnonymously: string;
  submit: string;
  waiting: string;
  approvedNotice: string;
  answeredNotice: string;
  pinned: string;
  answered: string;
  consoleTitle: string;
  waitingTab: string;
  liveTab: string;
  answeredTab: string;
  approve: string;
  pin: string;
  markAnswered: string;
  anonymousToAttendees: string;
  newQuestions: string;
  publishAtOnce: string;
  email: string;
  password: string;
  signIn: string;
  withdraw: string;
  withdrawnNotice: string;
  withdrawnBadge: string;
  archivedTab: string;
  exportButton: string;
};

const english: Texts = {
  lang: 'en',
  room: 'Main stage',
  tab: 'Q&A',
  question: 'How do we get from the station to the harbour?',
  ask: 'Your question',
  askAnonymously: 'Ask anonymously',
  submit: 'Ask',
  waiting: 'Waiting for approval',
  approvedNotice: 'Your question has been approved and is now visible to everyone.',
  answeredNotice: 'Your question has been marked as answered.',
  pinned: 'Being answered now',
  answered: 'Answered',
  consoleTitle: 'Q&A',
  waitingTab: 'Waiting',
  liveTab: 'Live',
  answeredTab: 'Answered',
  approve: 'Approve',
  pin: 'Pin',
  markAnswered: 'Mark answered',
  anonymousToAttendees: 'Anonymous to attendees',
  newQuestions: 'New questions',
  publishAtOnce: 'Publish at once',
  email: 'E-mail',
  password: 'Password',
  signIn: 'Sign in',
  withdraw: 'Withdraw',
  withdrawnNotice: 'You have withdrawn your question.',
  withdrawnBadge: 'Withdrawn by the asker',
  archivedTab: 'Archived',
  exportButton: 'Export questions (CSV)',
};

const german: Texts = {
  lang: 'de',
  room: 'Hauptbühne',
  tab: 'Fragen & Antworten',
  question: 'Wie kommen wir vom Bahnhof zum Hafen?',
  ask: 'Ihre Frage',
  askAnonymously: 'Anonym fragen',
  submit: 'Fragen',
  waiting: 'Wartet auf Freigabe',
  approvedNotice: 'Ihre Frage wurde freigegeben und ist jetzt für alle sichtbar.',
  answeredNotice: 'Ihre Frage wurde als beantwortet markiert.',
  pinned: 'Wird gerade beantwortet',
  answered: 'Beantwortet',
  consoleTitle: 'Fragen & Antworten',
  waitingTab: 'Wartend',
  liveTab: 'Live',
  answeredTab: 'Beantwortet',
  approve: 'Freigeben',
  pin: 'Anheften',
  markAnswered: 'Als beantwortet markieren',
  anonymousToAttendees: 'Für Teilnehmende anonym',
  newQuestions: 'Neue Fragen',
  publishAtOnce: 'Sofort veröffentlichen',
  email: 'E-Mail',
  password: 'Passwort',
  signIn: 'Anmelden',
  withdraw: 'Zurückziehen',
  withdrawnNotice: 'Sie haben Ihre Frage zurückgezogen.',
  withdrawnBadge: 'Von der fragenden Person zurückgezogen',
  archivedTab: 'Archiviert',
  exportButton: 'Fragen exportieren (CSV)',
};

const ATTENDEE_PASSWORD = 'Lantern-Harbour-2027!';

/** A published event with one room and one attendee who has chosen a password from the invitation link. */
async function eventWithAttendee(request: APIRequestContext, authorization: string, texts: Texts) {
  const headers = { Authorization: authorization };
  const eventId = await createEvent(request, authorization, eventFields({ name: texts.lang === 'de' ? 'Hafengipfel' : 'Harbour Summit', language: texts.lang }));
  const published = await request.post(`/api/publishEvent/${eventId}`, { headers });
  expect(published.ok(), await published.text()).toBe(true);
  const code = ((await published.json()) as { data: { code: string } }).data.code;
  const roomId = await createRoomThroughApi(request, authorization, eventId, { nameEn: english.room, nameDe: german.room });
  const email = `ada-${Date.now()}-${texts.lang}@example.com`;
  const account = await request.post('/api/account', {
    headers,
    data: { eventId, id: 0, firstName: 'Ada', lastName: 'Quist', email, company: '', jobTitle: '', role: 'attendee', lang: texts.lang, groups: [], active: true },
  });
  expect(account.ok(), await account.text()).toBe(true);
  const accountId = ((await account.json()) as { data: { id: number } }).data.id;
  const invited = await request.post('/api/inviteAccounts', { headers, data: { eventId, accountIds: [accountId] } });
  expect(invited.ok(), await invited.text()).toBe(true);
  const token = linkIn(await waitForMail(email), '/venue/invitation/').split('/').pop()!;
  const accepted = await request.post(`/api/venue/${code}/acceptInvitation`, { data: { token, password: ATTENDEE_PASSWORD } });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  return { eventId, code, roomId, email };
}

/** The attendee signs in to the venue in a browser of their own and opens the room's Q&A. */
async function attendeeInRoom(browser: Browser, texts: Texts, where: { code: string; roomId: number; email: string }): Promise<Page> {
  const venue = await (await browser.newContext()).newPage();
  await venue.goto(`/e/${where.code}/venue/sign-in`);
  await venue.getByLabel(texts.email, { exact: true }).fill(where.email);
  await venue.getByLabel(texts.password, { exact: true }).fill(ATTENDEE_PASSWORD);
  await venue.getByRole('button', { name: texts.signIn }).click();
  await expect(venue).toHaveURL(/\/venue\/?$/);
  await venue.goto(`/e/${where.code}/venue/rooms/${where.roomId}`);
  await venue.getByRole('tab', { name: texts.tab }).click();
  await expect(venue.getByLabel(texts.ask)).toBeVisible();
  return venue;
}

for (const texts of [english, german]) {
  test(`${texts.lang}: an attendee asks, the organiser approves, pins and answers on a phone-sized console, the attendee sees each step live`, async ({
    page,
    request,
    browser,
  }) => {
    const { authorization } = await signInNewUser(page, request);
    const setup = await eventWithAttendee(request, authorization, texts);
    const venue = await attendeeInRoom(browser, texts, setup);

    // The attendee asks anonymously; pre-moderation is the default, so it waits, shown to them as waiting.
    await venue.getByLabel(texts.ask).fill(texts.question);
    await venue.getByLabel(texts.askAnonymously).check();
    await venue.getByRole('button', { name: texts.submit, exact: true }).click();
    const asked = venue.getByRole('listitem').filter({ hasText: texts.question });
    await expect(asked.getByText(texts.waiting, { exact: true })).toBeVisible();

    // The organiser runs the Q&A from a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/event/${setup.eventId}/communications/qna`);
    if (texts.lang === 'de') await chooseGerman(page);
    await expect(page.getByRole('heading', { level: 1, name: texts.consoleTitle })).toBeVisible();
    await expect(page.getByRole('combobox', { name: texts.lang === 'de' ? 'Raum' : 'Room' })).toHaveValue(texts.room);
    const card = page.getByRole('listitem').filter({ hasText: texts.question });
    // Moderators see who asked, and that the attendees do not.
    await expect(card.getByText('Ada Quist', { exact: false })).toBeVisible();
    await expect(card.getByText(texts.anonymousToAttendees)).toBeVisible();
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);

    await card.getByRole('button', { name: texts.approve }).click();
    await expect(venue.getByText(texts.approvedNotice)).toBeVisible();
    await expect(asked.getByText(texts.waiting, { exact: true })).toHaveCount(0);

    await page.getByRole('tab', { name: new RegExp(texts.liveTab) }).click();
    await card.getByRole('button', { name: texts.pin, exact: true }).click();
    await expect(asked.getByText(texts.pinned)).toBeVisible();

    await card.getByRole('button', { name: texts.markAnswered }).click();
    await expect(venue.getByText(texts.answeredNotice)).toBeVisible();
    await expect(asked.getByText(texts.answered, { exact: true })).toBeVisible();
    await expect(asked.getByText(texts.pinned)).toHaveCount(0);
    await page.getByRole('tab', { name: new RegExp(texts.answeredTab) }).click();
    await expect(card).toBeVisible();

    // Switched to publishing at once, the next question appears for everybody without approval.
    await page.getByText(texts.publishAtOnce).click();
    await expect(page.getByRole('radio', { name: texts.publishAtOnce })).toBeChecked();
    await venue.reload();
    await venue.getByRole('tab', { name: texts.tab }).click();
    const second = `${texts.question} (2)`;
    await venue.getByLabel(texts.ask).fill(second);
    await venue.getByRole('button', { name: texts.submit, exact: true }).click();
    await expect(venue.getByRole('listitem').filter({ hasText: second }).getByText(texts.waiting, { exact: true })).toHaveCount(0);
    await page.getByRole('tab', { name: new RegExp(texts.liveTab) }).click();
    await expect(page.getByRole('listitem').filter({ hasText: second })).toBeVisible();

    // The attendee takes the question back: gone from the venue and the console's live list, kept as withdrawn.
    venue.once('dialog', (dialog) => void dialog.accept());
    await venue.getByRole('listitem').filter({ hasText: second }).getByRole('button', { name: texts.withdraw }).click();
    await expect(venue.getByText(texts.withdrawnNotice)).toBeVisible();
    await expect(venue.getByRole('listitem').filter({ hasText: second })).toHaveCount(0);
    await expect(page.getByRole('listitem').filter({ hasText: second })).toHaveCount(0);
    await page.getByRole('tab', { name: new RegExp(texts.archivedTab) }).click();
    await expect(page.getByRole('listitem').filter({ hasText: second }).getByText(texts.withdrawnBadge)).toBeVisible();

    // The room's questions download as a CSV file, the withdrawn one with its state.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: texts.exportButton }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/-questions-\d+\.csv$/);
    const csv = await fs.readFile((await file.path())!, 'utf8');
    expect(csv).toContain(texts.question);
    expect(csv).toContain(texts.withdrawnBadge);
  });
}
