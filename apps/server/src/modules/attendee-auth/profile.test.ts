import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { attendeeAccounts, files } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, signedInUser, type SignedInUser } from '../../test/accounts';
import { multipartBody } from '../events/events-test-support';
import { roomBody } from '../rooms/rooms-test-support';
import { makeJpeg, makePng } from '../files/test-images';
import { ATTENDEE_TEST_ENV, publishedEvent, signedInAttendee, type TestAttendee } from './attendee-test-support';

/** The attendee's own profile in the venue: name, language and photo (docs/rules/venue.md#attendee-profile, docs/rules/uploads.md#photos). */
describe("the attendee's profile", () => {
  let t: TestApp;
  let organiser: SignedInUser;
  let event: { eventId: number; code: string };
  let attendee: TestAttendee;

  beforeAll(async () => {
    t = await createTestApp(ATTENDEE_TEST_ENV);
    organiser = await signedInUser(t);
    event = await publishedEvent(t, organiser.token);
    attendee = await signedInAttendee(t, event, { firstName: 'Ada', lastName: 'Quist', lang: 'en' });
  });
  afterAll(() => t.close());

  const save = (body: object, token = attendee.token, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/venue/me', headers: { ...bearer(token), ...headers }, payload: body });
  const upload = async (content: Buffer | string, token = attendee.token, headers: Record<string, string> = {}) => {
    const body = await multipartBody({ file: { filename: 'me.png', content, type: 'image/png' } });
    return t.app.inject({ method: 'POST', url: '/api/venue/me/photo', headers: { ...bearer(token), ...headers, ...body.headers }, payload: body.payload });
  };
  const storedPhoto = async () => (await t.database.db.select().from(attendeeAccounts).where(eq(attendeeAccounts.id, attendee.accountId)))[0]!.photo;

  it('saves first and last name and the language, trimmed', async () => {
    const res = await save({ firstName: '  Adaline ', lastName: 'Quist-Berg', lang: 'de' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ firstName: 'Adaline', lastName: 'Quist-Berg', lang: 'de', email: attendee.email });
    const me = await t.app.inject({ method: 'GET', url: '/api/venue/me', headers: bearer(attendee.token) });
    expect(me.json().data).toMatchObject({ firstName: 'Adaline', lang: 'de' });
  });

  it('saves what the people directory shows, trimmed, and keeps what a save leaves out', async () => {
    const res = await save({ firstName: 'Adaline', lastName: 'Quist', lang: 'en', company: ' Northwind ', jobTitle: 'Curator', bio: ' Maps and ships. ', hiddenFromDirectory: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ company: 'Northwind', jobTitle: 'Curator', bio: 'Maps and ships.', hiddenFromDirectory: true });
    const again = await save({ firstName: 'Adaline', lastName: 'Quist', lang: 'en' });
    expect(again.json().data).toMatchObject({ company: 'Northwind', bio: 'Maps and ships.', hiddenFromDirectory: true });
    const tooLong = await save({ firstName: 'Adaline', lastName: 'Quist', lang: 'en', bio: 'x'.repeat(601) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields).toEqual({ bio: 'validation.max_600' });
  });

  it('answers field errors by key, and changes nothing', async () => {
    const res = await save({ firstName: '   ', lastName: 'x'.repeat(66), lang: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { firstName: 'validation.required', lastName: 'validation.max_65', lang: expect.any(String) },
    });
    const german = await save({ firstName: '', lastName: 'Quist', lang: 'en' }, attendee.token, { 'accept-language': 'de' });
    expect(german.json().error.message).toBe('Einige Felder sind ungültig.');
    const me = await t.app.inject({ method: 'GET', url: '/api/venue/me', headers: bearer(attendee.token) });
    expect(me.json().data.firstName).toBe('Adaline');
  });

  it('takes a square photo of at least 500x500, serves it, and replaces the previous one', async () => {
    const first = await upload(makePng(600, 600));
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = first.json().data.photoUrl as string;
    expect(firstUrl).toMatch(/^\/api\/files\/[\w-]+\.png$/);
    expect(await storedPhoto()).toBe(firstUrl.split('/').pop());
    expect((await t.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/venue/me', headers: bearer(attendee.token) });
    expect(me.json().data.photoUrl).toBe(firstUrl);

    const second = await upload(await makeJpeg(500, 500));
    expect(second.json().data.photoUrl).toMatch(/\.jpg$/);
    expect((await t.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
    // A photo is no library image: it is not listed, and no room may take it.
    const library = await t.app.inject({ method: 'GET', url: '/api/library/images', headers: bearer(organiser.token) });
    expect(library.json().data).toEqual([]);
    const [row] = await t.database.db.select({ id: files.id }).from(files).where(eq(files.storageKey, (await storedPhoto())!));
    const room = await t.app.inject({ method: 'POST', url: '/api/room', headers: bearer(organiser.token), payload: roomBody(event.eventId, { imageId: row!.id }) });
    expect(room.statusCode).toBe(404);
  });

  it('refuses photos that break the rules, with the field key, in the user language', async () => {
    const cases: [Buffer | string, string, string][] = [
      ['not an image at all', 'validation.invalid_file_format', 'Invalid file format'],
      [makePng(600, 600, { padTo: 1_048_577 }), 'validation.invalid_file_size', 'Invalid file size'],
      [makePng(499, 499), 'validation.photo_too_small', 'The photo must be at least 500x500 px.'],
      [makePng(800, 600), 'validation.photo_not_square', 'The photo must be square (ratio 1:1).'],
    ];
    const before = await storedPhoto();
    for (const [content, field, message] of cases) {
      const res = await upload(content);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error, field).toEqual({ code: 'validation_failed', message, fields: { file: field } });
    }
    const german = await upload(makePng(800, 600), attendee.token, { 'accept-language': 'de' });
    expect(german.json().error.message).toBe('Das Foto muss quadratisch sein (Seitenverhältnis 1:1).');
    expect(await storedPhoto()).toBe(before);
  });

  it('removes the photo on an empty upload', async () => {
    const key = await storedPhoto();
    const res = await upload(Buffer.alloc(0));
    expect(res.json()).toEqual({ data: { photoUrl: null } });
    expect(await storedPhoto()).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${key}` })).statusCode).toBe(404);
  });

  it("refuses an organiser's token and no token on every profile call", async () => {
    for (const token of [organiser.token, '']) {
      const headers = token ? bearer(token) : {};
      expect((await t.app.inject({ method: 'POST', url: '/api/venue/me', headers, payload: { firstName: 'X', lastName: 'Y', lang: 'en' } })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'POST', url: '/api/venue/me/photo', headers, payload: {} })).statusCode).toBe(401);
    }
  });
});
