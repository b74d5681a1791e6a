import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createEvent, eventFields, signInNewUser } from './event-setup-helpers';
import { chooseGerman } from './support/language';
import { pollThroughApi } from './support/polls';
import { createRoomThroughApi } from './support/rooms';
import { pickOption } from './support/select';
import { enterVenueAs, invitedAttendee } from './support/venue-attendees';

// Sign-up, an invitation mail through the job queue and two browsers side by side.
test.describe.configure({ timeout: 120_000 });

type Texts = {
  lang: 'en' | 'de';
  livePolls: string;
  hidePanel: string;
  open: string;
  close: string;
  pollsTab: string;
  vote: string;
  thanks: string;
  oneVote: RegExp;
  closed: string;
  stageClosed: string;
  polls: string;
  addPoll: string;
  question: string;
  multiple: string;
  answer: (n: number) => string;
  addAnswer: string;
  hideResults: string;
  save: string;
  export: string;
  room: string;
  roomName: string;
};

const english: Texts = {
  lang: 'en',
  livePolls: 'Live polls',
  hidePanel: 'Hide',
  open: 'Open',
  close: 'Close',
  pollsTab: 'Polls',
  vote: 'Vote',
  thanks: 'Thank you, your vote has been counted.',
  oneVote: /100 % · 1 vote/,
  closed: 'Closed',
  stageClosed: 'Voting has closed.',
  polls: 'Polls',
  addPoll: 'Add poll',
  question: 'Question',
  multiple: 'Multiple choice',
  answer: (n) => `Answer ${n}`,
  addAnswer: 'Add answer',
  hideResults: 'Hide results until the poll is closed',
  save: 'Save',
  export: 'Export results as CSV',
  room: 'Room',
  roomName: 'Main stage',
};

const german: Texts = {
  lang: 'de',
  livePolls: 'Live-Umfragen',
  hidePanel: 'Ausblenden',
  open: 'Öffnen',
  close: 'Schließen',
  pollsTab: 'Umfragen',
  vote: 'Abstimmen',
  thanks: 'Danke, Ihre Stimme wurde gezählt.',
  oneVote: /100 % · 1 Stimme/,
  closed: 'Geschlossen',
  stageClosed: 'Die Abstimmung ist beendet.',
  polls: 'Umfragen',
  addPoll: 'Umfrage hinzufügen',
  question: 'Frage',
  multiple: 'Mehrfachauswahl',
  answer: (n) => `Antwort ${n}`,
  addAnswer: 'Antwort hinzufügen',
  hideResults: 'Ergebnisse bis zum Schließen verbergen',
  save: 'Speichern',
  export: 'Ergebnisse als CSV exportieren',
  room: 'Raum',
  roomName: 'Hauptbühne',
};

/** A published event with a room, a live poll prepared in it, and an invited attendee; answers the ids and the invitation link. */
async function eventWithLivePoll(request: APIRequestContext, authorization: string, texts: Texts) {
  const eventId = await createEvent(request, authorization, eventFields({ name: texts.lang === 'de' ? 'Sommergipfel' : 'Harbour Summit' }));
  expect((await request.post(`/api/publishEvent/${eventId}`, { headers: { Authorization: authorization } })).ok()).toBe(true);
  const roomId = await createRoomThroughApi(request, authorization, eventId, { nameEn: 'Main stage', nameDe: 'Hauptbühne' });
  const question = texts.lang === 'de' ? 'Welches Thema als Nächstes?' : 'Which topic next?';
  await pollThroughApi(request, authorization, eventId, { roomId, question });
  const link = await invitedAttendee(request, authorization, eventId, { firstName: 'Ada', lastName: 'Quist', lang: texts.lang });
  return { eventId, roomId, question, link };
}

/** The attendee opens the mailed link in a browser of their own, chooses a password and enters the room. */
async function attendeeInRoom(browser: Browser, link: string, roomId: number, texts: Texts, { pollsTab = true } = {}): Promise<Page> {
  const venue = await enterVenueAs(browser, link, { firstName: 'Ada', lang: texts.lang });
  await venue.goto(venue.url().replace(/\/venue\/?.*$/, `/venue/rooms/${roomId}`));
  if (pollsTab) await venue.getByRole('tab', { name: texts.pollsTab }).click();
  return venue;
}

for (const texts of [english, german]) {
  test(`${texts.lang}: a live poll opened in the console appears in the attendee's room, the vote moves the console's bars, the close reaches the attendee`, async ({
    page,
    request,
    browser,
  }) => {
    const { authorization } = await signInNewUser(page, request);
    const { eventId, roomId, question, link } = await eventWithLivePoll(request, authorization, texts);
    // The attendee follows the chat, then folds the panel away beside the stage.
    const venue = await attendeeInRoom(browser, link, roomId, texts, { pollsTab: false });
    await venue.getByRole('button', { name: texts.hidePanel }).click();
    await expect(venue.getByRole('tab', { name: texts.pollsTab })).toBeHidden();
    const panel = venue.getByRole('tabpanel');

    await page.goto(`/event/${eventId}/communications/live-polls`);
    if (texts.lang === 'de') await chooseGerman(page);
    await expect(page.getByRole('heading', { name: texts.livePolls, level: 1 })).toBeVisible();
    const card = page.getByTestId('live-poll').filter({ hasText: question });
    await card.getByRole('button', { name: texts.open, exact: true }).click();

    // The poll appears at once in the room, without a reload, and comes to the front (docs/rules/communications.md#polls).
    const poll = panel.getByRole('article', { name: question });
    await expect(poll).toBeVisible();
    await expect(venue.getByRole('tab', { name: texts.pollsTab })).toHaveAttribute('aria-selected', 'true');
    await poll.getByRole('radio', { name: 'Data' }).check();
    await poll.getByRole('button', { name: texts.vote }).click();
    await expect(poll.getByText(texts.thanks)).toBeVisible();

    // The console's live bars show the vote as it is pushed.
    await expect(card.getByTestId('poll-bar').filter({ hasText: 'Data' })).toContainText(texts.oneVote);

    // The stage's full-screen results follow the room by themselves, outside the console's frame.
    const stage = await page.context().newPage();
    await stage.goto(`/event/${eventId}/communications/live-polls/stage/${roomId}`);
    await expect(stage.getByRole('heading', { name: question, level: 1 })).toBeVisible();
    await expect(stage.getByTestId('poll-bar').filter({ hasText: 'Data' })).toContainText(texts.oneVote);
    await expect(stage.getByRole('navigation')).toHaveCount(0);

    await card.getByRole('button', { name: texts.close, exact: true }).click();
    await expect(poll).toHaveAttribute('data-poll-status', 'closed');
    await expect(poll.getByText(texts.closed, { exact: true })).toBeVisible();
    await expect(poll.getByText(texts.oneVote)).toBeVisible();
    await expect(stage.getByText(texts.stageClosed)).toBeVisible();
  });
}

for (const texts of [english, german]) {
  test(`${texts.lang}: a poll built in the console's form, multiple choice with results hidden until closed, voted in the venue`, async ({ page, request, browser }) => {
    const { authorization } = await signInNewUser(page, request);
    const { eventId, roomId, link } = await eventWithLivePoll(request, authorization, texts);
    const venue = await attendeeInRoom(browser, link, roomId, texts);
    const panel = venue.getByRole('tabpanel');
    const question = texts.lang === 'de' ? 'Welche Formate wünschen Sie sich?' : 'Which formats would you like?';

    await page.goto(`/event/${eventId}/communications/polls`);
    if (texts.lang === 'de') await chooseGerman(page);
    await expect(page.getByRole('heading', { name: texts.polls, level: 1 })).toBeVisible();
    await page.getByRole('link', { name: texts.addPoll }).click();
    // The list's room filter is also named "Room": pick only once the form is there.
    await expect(page.getByRole('heading', { name: texts.addPoll, level: 1 })).toBeVisible();
    await pickOption(page.getByRole('combobox', { name: texts.room }), page.getByRole('option', { name: texts.roomName }));
    await page.getByRole('textbox', { name: texts.question }).fill(question);
    await page.getByText(texts.multiple, { exact: true }).click();
    await page.getByRole('textbox', { name: texts.answer(1) }).fill('Workshops');
    await page.getByRole('textbox', { name: texts.answer(2) }).fill('Talks');
    await page.getByRole('button', { name: texts.addAnswer }).click();
    await page.getByRole('textbox', { name: texts.answer(3) }).fill('Panels');
    await page.getByRole('switch', { name: texts.hideResults }).check();
    await page.getByRole('button', { name: texts.save }).click();

    // Saved, the form leads back to the list; opened there, the poll appears in the attendee's room without a reload.
    await expect(page).toHaveURL(new RegExp(`/event/${eventId}/communications/polls$`));
    const row = page.getByTestId('poll-row').filter({ hasText: question });
    await row.getByRole('button', { name: texts.open, exact: true }).click();
    const poll = panel.getByRole('article', { name: question });
    await expect(poll).toBeVisible();
    await poll.getByRole('checkbox', { name: 'Workshops' }).check();
    await poll.getByRole('checkbox', { name: 'Panels' }).check();
    await poll.getByRole('button', { name: texts.vote }).click();
    await expect(poll.getByText(texts.thanks)).toBeVisible();
    // Hidden until closed: the attendee sees no bars yet.
    await expect(poll.getByRole('listitem')).toHaveCount(0);

    await row.getByRole('button', { name: texts.close, exact: true }).click();
    await expect(poll).toHaveAttribute('data-poll-status', 'closed');
    await expect(poll.getByRole('listitem')).toHaveCount(3);
    await expect(poll.getByRole('listitem').filter({ hasText: 'Workshops' })).toContainText(texts.oneVote);

    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: texts.export }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
  });
}
