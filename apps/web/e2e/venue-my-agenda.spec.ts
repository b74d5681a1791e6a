import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createEvent, eventFields, signInNewUser, utcDay } from './event-setup-helpers';
import { wcagViolations } from './support/axe';
import { createRoomThroughApi } from './support/rooms';
import { enterVenueAs, invitedAttendee } from './support/venue-attendees';

const TEXTS = {
  en: {
    add: 'Add to my agenda',
    remove: 'Remove from my agenda',
    views: 'Which sessions',
    mine: 'My agenda (2)',
    remind: 'Remind me',
    fifteen: '15 minutes before',
    byMail: 'Also by e-mail',
    saved: 'Saved.',
    subscribe: 'Subscribe in your calendar',
    link: 'Private calendar link',
    renew: 'New link',
  },
  de: {
    add: 'Zu meinem Programm hinzufügen',
    remove: 'Aus meinem Programm entfernen',
    views: 'Welche Sessions',
    mine: 'Mein Programm (2)',
    remind: 'Erinnern',
    fifteen: '15 Minuten vorher',
    byMail: 'Auch per E-Mail',
    saved: 'Gespeichert.',
    subscribe: 'Im Kalender abonnieren',
    link: 'Privater Kalender-Link',
    renew: 'Neuer Link',
  },
} as const;

const SIZES = [
  { width: 1366, height: 850 },
  { width: 360, height: 740 },
] as const;

/** A published event with a room and three sessions, and its invited attendee of the language on the venue's agenda. */
async function attendeeOnAgenda(page: Page, request: APIRequestContext, browser: Parameters<typeof enterVenueAs>[0], lang: 'en' | 'de'): Promise<Page> {
  const { authorization } = await signInNewUser(page, request);
  const headers = { Authorization: authorization };
  const eventId = await createEvent(request, authorization, eventFields({ name: 'Harbour Summit' }));
  const roomId = await createRoomThroughApi(request, authorization, eventId, { nameEn: 'Main stage', nameDe: 'Hauptbühne' });
  const sessions = [
    { title: 'Opening', titleDe: 'Eröffnung', startTime: '10:00', endTime: '11:00' },
    { title: 'Harbour walk', titleDe: 'Hafenrundgang', startTime: '12:00', endTime: '13:00' },
    { title: 'Closing', titleDe: 'Abschluss', startTime: '16:00', endTime: '17:00' },
  ];
  for (const session of sessions) {
    const body = { id: 0, eventId, descriptionEn: '', descriptionDe: '', hostIds: [], categoryId: null, roomId, day: utcDay(7), ...session };
    const response = await request.post('/api/agendaSession', { headers, data: body });
    expect(response.ok(), await response.text()).toBe(true);
  }
  expect((await request.post(`/api/publishEvent/${eventId}`, { headers })).ok()).toBe(true);
  const link = await invitedAttendee(request, authorization, eventId, { firstName: 'Ada', lastName: 'Quist', lang });
  const venue = await enterVenueAs(browser, link, { firstName: 'Ada', lang });
  await venue.goto(venue.url().replace(/\/venue\/?.*$/, '/venue/agenda'));
  return venue;
}

const sessionItem = (venue: Page, title: string) => venue.getByRole('listitem').filter({ has: venue.getByRole('heading', { level: 3, name: title, exact: true }) });

for (const lang of ['en', 'de'] as const) {
  const texts = TEXTS[lang];
  const [first, second, third] = lang === 'de' ? ['Eröffnung', 'Hafenrundgang', 'Abschluss'] : ['Opening', 'Harbour walk', 'Closing'];

  for (const size of SIZES) {
    test(`${lang} at ${size.width}x${size.height}: two sessions into my agenda, listed alone, a reminder kept, in a private calendar link that a new link revokes`, async ({ page, request, browser }) => {
      const venue = await attendeeOnAgenda(page, request, browser, lang);
      await venue.setViewportSize(size);
      for (const title of [first, second]) {
        const toggle = sessionItem(venue, title).getByRole('button', { name: texts.add });
        await toggle.click();
        await expect(sessionItem(venue, title).getByRole('button', { name: texts.remove })).toHaveAttribute('aria-pressed', 'true');
      }
      await expect(sessionItem(venue, third).getByRole('button', { name: texts.add })).toHaveAttribute('aria-pressed', 'false');
      expect(await wcagViolations(venue)).toEqual([]);

      await venue.getByRole('group', { name: texts.views }).getByRole('button', { name: texts.mine }).click();
      await expect(venue.getByRole('heading', { level: 3 })).toHaveText([first, second]);

      await venue.getByLabel(texts.remind).selectOption({ label: texts.fifteen });
      await expect(venue.getByText(texts.saved)).toBeVisible();
      await venue.getByRole('checkbox', { name: texts.byMail }).click();
      await expect(venue.getByRole('checkbox', { name: texts.byMail })).toBeChecked();
      await venue.reload();
      await venue.getByRole('group', { name: texts.views }).getByRole('button', { name: texts.mine }).click();
      await expect(venue.getByLabel(texts.remind)).toHaveValue('15');
      await expect(venue.getByRole('checkbox', { name: texts.byMail })).toBeChecked();

      await venue.getByRole('button', { name: texts.subscribe }).click();
      const link = venue.getByLabel(texts.link);
      await expect(link).toHaveValue(/\/my-agenda\/[A-Za-z0-9_-]{43}\.ics$/);
      const oldPath = new URL(await link.inputValue()).pathname;
      const calendar = await request.get(oldPath);
      expect(calendar.status()).toBe(200);
      const ics = await calendar.text();
      expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
      expect(ics).toContain('SUMMARY:Opening');
      expect(ics).toContain('SUMMARY:Harbour walk');
      expect(ics).not.toContain('Closing');
      expect(await venue.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
      expect(await wcagViolations(venue)).toEqual([]);

      await venue.getByRole('button', { name: texts.renew }).click();
      await expect(link).not.toHaveValue(new RegExp(`${oldPath.replace(/[.]/g, '\\.')}$`));
      expect((await request.get(oldPath)).status()).toBe(404);
      expect((await request.get(new URL(await link.inputValue()).pathname)).status()).toBe(200);
    });
  }
}
