import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { createEvent, eventFields, signInNewUser } from './event-setup-helpers';
import { wcagViolations } from './support/axe';
import { createRoomThroughApi } from './support/rooms';
import { enterVenueAs, invitedAttendee } from './support/venue-attendees';

const TEXTS = {
  en: {
    section: 'Your contact',
    leave: 'Leave my contact',
    shared: 'Acme receives',
    message: 'Message (optional)',
    consent: /I agree that Acme receives/,
    consentMissing: 'Agree to share your contact to leave it.',
    left: /You left your contact on/,
    withdraw: 'Withdraw my contact',
    withdrawConfirm: 'Withdraw',
  },
  de: {
    section: 'Ihr Kontakt',
    leave: 'Kontakt hinterlassen',
    shared: 'Acme erhält',
    message: 'Nachricht (optional)',
    consent: /Ich bin einverstanden, dass Acme/,
    consentMissing: 'Stimmen Sie der Weitergabe Ihrer Kontaktdaten zu, um sie zu hinterlassen.',
    left: /Sie haben Ihren Kontakt am .+ hinterlassen/,
    withdraw: 'Kontakt zurückziehen',
    withdrawConfirm: 'Zurückziehen',
  },
} as const;

for (const [lang, size] of [
  ['en', { width: 1366, height: 850 }],
  ['de', { width: 360, height: 740 }],
] as const) {
  const texts = TEXTS[lang];
  test(`${lang} at ${size.width}x${size.height}: an attendee leaves their contact at a booth with consent, the organiser sees and downloads it, a withdrawal takes it away`, async ({ page, request, browser }) => {
    const { authorization } = await signInNewUser(page, request);
    const headers = { Authorization: authorization };
    const eventId = await createEvent(request, authorization, eventFields({ name: 'Expo Summit' }));
    const roomId = await createRoomThroughApi(request, authorization, eventId, { type: 'expo', nameEn: 'Acme', nameDe: 'Acme' });
    expect((await request.post(`/api/publishEvent/${eventId}`, { headers })).ok()).toBe(true);
    const link = await invitedAttendee(request, authorization, eventId, { firstName: 'Ada', lastName: 'Quist', lang });

    const venue = await enterVenueAs(browser, link, { firstName: 'Ada', lang });
    await venue.setViewportSize(size);
    await venue.goto(venue.url().replace(/\/venue\/?.*$/, `/venue/rooms/${roomId}`));
    const section = venue.getByRole('region', { name: texts.section });
    await section.getByRole('button', { name: texts.leave }).click();
    const form = section.getByRole('form', { name: texts.shared });
    await expect(form).toContainText('Ada Quist');
    await form.getByLabel(texts.message).fill('Maps, please');
    await form.getByRole('button', { name: texts.leave }).click();
    await expect(form.getByText(texts.consentMissing)).toBeVisible();
    expect(await venue.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
    expect(await wcagViolations(venue)).toEqual([]);
    await form.getByRole('checkbox', { name: texts.consent }).check();
    await form.getByRole('button', { name: texts.leave }).click();
    await expect(section.getByText(texts.left)).toBeVisible();

    // The organiser's console: the lead below the booth, and the CSV with its row.
    await page.goto(`/event/${eventId}/content/rooms/${roomId}/edit`);
    const table = page.getByRole('table', { name: 'Leads of this booth' });
    await expect(table).toContainText('Ada Quist');
    await expect(table).toContainText('Maps, please');
    expect(await wcagViolations(page)).toEqual([]);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('acme-leads.csv');
    const csv = await readFile((await file.path())!, 'utf8');
    expect(csv).toContain('Ada');
    expect(csv).toContain('Maps, please');

    await section.getByRole('button', { name: texts.withdraw }).click();
    await section.getByRole('button', { name: texts.withdrawConfirm, exact: true }).click();
    await expect(section.getByRole('button', { name: texts.leave })).toBeVisible();
    await page.reload();
    await expect(page.getByText('No leads yet')).toBeVisible();
  });
}
