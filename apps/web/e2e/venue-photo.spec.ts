import { expect, test } from './support/test';
import { makePng } from '../../server/src/modules/files/test-images';
import { createEvent, eventFields, signInNewUser } from './event-setup-helpers';
import { enterVenue, invitedAttendee } from './support/venue-attendees';

// An invitation mail through the job queue, then the attendee's own browser.
test.describe.configure({ timeout: 90_000 });

const english = {
  lang: 'en' as 'en' | 'de',
  welcome: 'Welcome, Ada',
  newPassword: 'New password',
  enter: 'Save password and enter',
  agenda: 'Agenda',
  addPhoto: 'Add a photo',
  changePhoto: 'Change photo',
  tooSmall: 'The photo must be at least 500x500 px.',
};

const german: typeof english = {
  lang: 'de',
  welcome: 'Willkommen, Ada',
  newPassword: 'Neues Passwort',
  enter: 'Passwort speichern und eintreten',
  agenda: 'Programm',
  addPhoto: 'Foto hinzufügen',
  changePhoto: 'Foto ändern',
  tooSmall: 'Das Foto muss mindestens 500x500 px groß sein.',
};

for (const texts of [english, german]) {
  test(`${texts.lang}: an attendee's landscape photo is cut to its centre square and taken; a small one is refused`, async ({ page, request, browser }) => {
    const { authorization } = await signInNewUser(page, request);
    const eventId = await createEvent(request, authorization, eventFields({ name: 'Harbour Talk', language: texts.lang }));
    expect((await request.post(`/api/publishEvent/${eventId}`, { headers: { Authorization: authorization } })).ok()).toBe(true);
    const link = await invitedAttendee(request, authorization, eventId, { firstName: 'Ada', lastName: 'Quist', lang: texts.lang });
    const venue = await enterVenue(browser, link, { welcome: texts.welcome, newPassword: texts.newPassword, enter: texts.enter, signedIn: texts.agenda });
    await venue.goto(venue.url().replace(/\/venue\/?$/, '/venue/profile'));

    const photoInput = venue.locator('input[type="file"]');
    await photoInput.setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: makePng(640, 400) });
    await expect(venue.getByRole('alert')).toHaveText(texts.tooSmall);

    await photoInput.setInputFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: makePng(1200, 800, { rgb: [30, 140, 90] }) });
    await expect(venue.getByText(texts.changePhoto)).toBeVisible();
    const photo = venue.locator('img.avatar').first();
    await expect(photo).toHaveAttribute('src', /^\/api\/files\/[\w-]+\.(png|jpe?g)$/);
    const stored = await request.get((await photo.getAttribute('src'))!);
    expect(stored.ok()).toBe(true);
    const size = await venue.evaluate(async (src) => {
      const bitmap = await createImageBitmap(await (await fetch(src)).blob());
      return [bitmap.width, bitmap.height];
    }, (await photo.getAttribute('src'))!);
    expect(size).toEqual([800, 800]);
  });
}
