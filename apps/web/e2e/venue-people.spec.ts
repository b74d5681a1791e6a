import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createEvent, eventFields, signInNewUser, utcDay } from './event-setup-helpers';
import { wcagViolations } from './support/axe';
import { pickOption } from './support/select';
import { createRoomThroughApi } from './support/rooms';
import { enterVenueAs, invitedAccount } from './support/venue-attendees';

const TEXTS = {
  en: {
    profile: 'My profile',
    jobTitle: 'Job title',
    company: 'Company',
    bio: 'About me',
    save: 'Save',
    saved: 'Your profile has been saved.',
    people: 'People',
    search: 'Search by name, job title or company',
    searchButton: 'Search',
    role: 'Role',
    speaker: 'Speaker',
    count: '2 people',
    about: 'About',
    speaking: 'Speaking at',
    write: 'Write a message',
    speakers: 'Speakers',
    session: 'Opening keynote',
  },
  de: {
    profile: 'Mein Profil',
    jobTitle: 'Position',
    company: 'Firma',
    bio: 'Über mich',
    save: 'Speichern',
    saved: 'Ihr Profil wurde gespeichert.',
    people: 'Personen',
    search: 'Nach Name, Position oder Firma suchen',
    searchButton: 'Suchen',
    role: 'Rolle',
    speaker: 'Speaker',
    count: '2 Personen',
    about: 'Über mich',
    speaking: 'Spricht bei',
    write: 'Nachricht schreiben',
    speakers: 'Speaker',
    session: 'Eröffnungsrede',
  },
} as const;

const venuePage = (venue: Page, path: string) => venue.url().replace(/\/venue\/?.*$/, `/venue/${path}`);

/**
 * The organiser's published event with a session, direct messages on, a speaker and an attendee
 * invited in the language of the test, and the speaker named on the session in the console's form.
 */
async function eventWithSpeaker(page: Page, request: Parameters<typeof signInNewUser>[1], lang: 'en' | 'de') {
  const { authorization } = await signInNewUser(page, request);
  const headers = { Authorization: authorization };
  const eventId = await createEvent(request, authorization, eventFields({ name: 'Harbour Summit' }));
  const roomId = await createRoomThroughApi(request, authorization, eventId, { nameEn: 'Main stage', nameDe: 'Hauptbühne' });
  const session = { id: 0, eventId, title: 'Opening keynote', titleDe: 'Eröffnungsrede', descriptionEn: '', descriptionDe: '', hostIds: [], categoryId: null, roomId, day: utcDay(7), startTime: '10:00', endTime: '11:00' };
  const created = await request.post('/api/agendaSession', { headers, data: session });
  expect(created.ok(), await created.text()).toBe(true);
  const sessionId = ((await created.json()) as { data: { id: number } }).data.id;
  expect((await request.post(`/api/publishEvent/${eventId}`, { headers })).ok()).toBe(true);
  const speaker = await invitedAccount(request, authorization, eventId, { firstName: 'Ada', lastName: 'Quist', lang, role: 'speaker' });
  const attendee = await invitedAccount(request, authorization, eventId, { firstName: 'Ben', lastName: 'Adler', lang });
  expect((await request.post(`/api/engagementSettings/${eventId}`, { headers, data: { directMessages: true } })).ok()).toBe(true);

  // The organiser names the speaker in the session's form.
  await page.goto(`/event/${eventId}/content/agenda/${sessionId}`);
  await pickOption(page.getByRole('combobox', { name: 'Speakers' }), page.getByRole('option', { name: 'Ada Quist' }));
  expect(await wcagViolations(page)).toEqual([]);
  const saved = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/agendaSession' && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByTestId('agenda-session')).toContainText('Speakers: Ada Quist');
  return { speakerLink: speaker.link, attendeeLink: attendee.link };
}

/** The speaker writes what the directory shows of her on her profile. */
async function speakerWritesProfile(browser: Browser, link: string, lang: 'en' | 'de') {
  const texts = TEXTS[lang];
  const venue = await enterVenueAs(browser, link, { firstName: 'Ada', lang });
  await venue.goto(venuePage(venue, 'profile'));
  await venue.getByLabel(texts.jobTitle).fill('Harbour master');
  await venue.getByLabel(texts.company).fill('Northwind');
  await venue.getByLabel(texts.bio).fill('Ships, maps\nand tides.');
  await venue.getByRole('button', { name: texts.save }).click();
  await expect(venue.getByText(texts.saved)).toBeVisible();
  await venue.context().close();
}

for (const [lang, size] of [
  ['en', { width: 1366, height: 850 }],
  ['de', { width: 360, height: 740 }],
] as const) {
  const texts = TEXTS[lang];
  test(`${lang} at ${size.width}x${size.height}: an attendee finds the speaker under People, reads her profile and writes to her; the session names her`, async ({ page, request, browser }) => {
    const { speakerLink, attendeeLink } = await eventWithSpeaker(page, request, lang);
    await speakerWritesProfile(browser, speakerLink, lang);

    const venue = await enterVenueAs(browser, attendeeLink, { firstName: 'Ben', lang });
    await venue.goto(venuePage(venue, 'people'));
    // With People the menu has seven items; at 1366 px even the German ones keep the header to one line.
    await venue.setViewportSize({ width: 1366, height: 850 });
    await expect(venue.getByRole('link', { name: texts.people })).toBeVisible();
    expect((await venue.getByRole('banner').boundingBox())!.height).toBeLessThanOrEqual(72);
    await venue.setViewportSize(size);
    await expect(venue.getByRole('heading', { level: 1, name: texts.people })).toBeVisible();
    await expect(venue.getByText(texts.count)).toBeVisible();
    const ada = venue.getByRole('listitem').filter({ has: venue.getByRole('link', { name: 'Ada Quist' }) });
    await expect(ada).toContainText('Harbour master, Northwind');
    await expect(ada).toContainText(texts.speaker);
    expect(await venue.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
    expect(await wcagViolations(venue)).toEqual([]);

    await venue.getByLabel(texts.search).fill('north');
    await venue.getByRole('button', { name: texts.searchButton }).click();
    await expect(venue.getByRole('link', { name: 'Ben Adler' })).toBeHidden();
    await venue.getByLabel(texts.role).selectOption({ label: texts.speaker });
    await expect(venue.getByRole('link', { name: 'Ada Quist' })).toBeVisible();

    await venue.getByRole('link', { name: 'Ada Quist' }).click();
    await expect(venue.getByRole('heading', { level: 1, name: 'Ada Quist' })).toBeVisible();
    await expect(venue.getByRole('region', { name: texts.about })).toContainText('Ships, maps');
    await expect(venue.getByRole('region', { name: texts.speaking })).toContainText(texts.session);
    expect(await venue.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
    expect(await wcagViolations(venue)).toEqual([]);
    await venue.getByRole('button', { name: texts.write }).click();
    await expect(venue).toHaveURL(/\/venue\/chat\/\d+$/);

    // The agenda names the speaker on her session, as a way to her profile.
    await venue.goto(venuePage(venue, 'agenda'));
    const speakers = venue.getByRole('list', { name: texts.speakers });
    await expect(speakers.getByRole('link', { name: 'Ada Quist' })).toBeVisible();
    await speakers.getByRole('link', { name: 'Ada Quist' }).click();
    await expect(venue.getByRole('heading', { level: 1, name: 'Ada Quist' })).toBeVisible();
  });
}
