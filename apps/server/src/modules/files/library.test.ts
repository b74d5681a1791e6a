import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryImageListSchema, libraryImageSchema } from '@aula/shared';
import { eventDesigns, rooms } from '../../db/schema';
import { signedInUser, type SignedInUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { EVENTS_TEST_ENV, eventsClient } from '../events/events-test-support';
import { joinedUser } from '../company-users/company-users-test-support';
import { filesClient } from './files-test-support';
import sharp from 'sharp';
import { makeJpeg, makePng, makePngWithoutPixels } from './test-images';

let t: TestApp;
let owner: SignedInUser;
let stranger: SignedInUser;

beforeAll(async () => {
  t = await createTestApp(EVENTS_TEST_ENV);
  owner = await signedInUser(t);
  stranger = await signedInUser(t);
});
afterAll(() => t.close());

describe('POST /api/library/images', () => {
  it('stores a PNG checked by content and answers it with its size', async () => {
    const res = await filesClient(t, owner.token).upload(makePng(640, 480), 'Stage backdrop.png');
    expect(res.statusCode, res.body).toBe(200);
    const image = libraryImageSchema.parse(res.json().data);
    expect(image).toMatchObject({ fileName: 'Stage backdrop.png', contentType: 'image/png', width: 640, height: 480, usedBy: [] });
    const stored = await t.app.inject({ method: 'GET', url: image.url });
    expect(image.byteSize).toBe(stored.rawPayload.length);
    expect(image.url).toMatch(/^\/api\/files\/[\w-]+\.png$/);
  });

  it('takes the type from the bytes, not from the name or the declared type', async () => {
    const res = await filesClient(t, owner.token).upload(await makeJpeg(800, 800), 'logo.png', 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ contentType: 'image/jpeg', width: 800, height: 800 });
    expect(res.json().data.url).toMatch(/\.jpg$/);
  });

  it('with shape=square, refuses an image under 500x500 px or not 1:1, in German too, and stores nothing', async () => {
    const client = filesClient(t, owner.token);
    const before = (await client.list()).json().data.length;
    const small = await client.upload(makePng(400, 400), 'logo.png', 'image/png', '/api/library/images?shape=square', { 'accept-language': 'de' });
    expect(small.statusCode).toBe(400);
    expect(small.json().error).toEqual({ code: 'validation_failed', message: 'Das Bild muss mindestens 500x500 px groß sein.', fields: { file: 'validation.image_too_small' } });
    const wide = await client.upload(makePng(800, 500), 'logo.png', 'image/png', '/api/library/images?shape=square');
    expect(wide.json().error).toMatchObject({ message: 'The image must be square (ratio 1:1).', fields: { file: 'validation.image_not_square' } });
    expect((await client.list()).json().data).toHaveLength(before);
    const square = await client.upload(makePng(500, 500), 'logo.png', 'image/png', '/api/library/images?shape=square');
    expect(square.statusCode, square.body).toBe(200);
  });

  it('refuses a renamed text file as "Invalid file format"', async () => {
    const res = await filesClient(t, owner.token).upload('just some text, honestly', 'holiday.png', 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'validation_failed', message: 'Invalid file format', fields: { file: 'validation.invalid_file_format' } });
  });

  it('refuses a GIF, an SVG and a request without a file as "Invalid file format"', async () => {
    const client = filesClient(t, owner.token);
    const gif = await client.upload(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'a.gif', 'image/gif');
    const svg = await client.upload('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'a.png', 'image/png');
    const none = await t.app.inject({ method: 'POST', url: '/api/library/images', headers: { authorization: `Bearer ${owner.token}` }, payload: {} });
    for (const res of [gif, svg, none]) expect(res.json().error.fields).toEqual({ file: 'validation.invalid_file_format' });
  });

  it('refuses a 2 MB PNG as "Invalid file size", in German too', async () => {
    const big = makePng(500, 500, { padTo: 2 * 1024 * 1024 });
    const client = filesClient(t, owner.token);
    const res = await client.upload(big, 'big.png');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'validation_failed', message: 'Invalid file size', fields: { file: 'validation.invalid_file_size' } });
    const de = await client.upload(big, 'big.png', 'image/png', '/api/library/images', { 'accept-language': 'de' });
    expect(de.json().error.message).toBe('Ungültige Dateigröße');
  });

  it('accepts exactly 1,048,576 bytes and refuses one byte more', async () => {
    const client = filesClient(t, owner.token);
    expect((await client.upload(makePng(500, 500, { padTo: 1_048_576 }))).statusCode).toBe(200);
    const over = await client.upload(makePng(500, 500, { padTo: 1_048_577 }));
    expect(over.json().error.fields).toEqual({ file: 'validation.invalid_file_size' });
  });

  it('decodes every upload: a PNG without pixels or with impossible dimensions is refused and nothing is stored', async () => {
    const client = filesClient(t, owner.token);
    const before = (await client.list()).json().data.length as number;
    for (const hostile of [makePngWithoutPixels(500, 500), makePngWithoutPixels(2_147_483_647, 2_147_483_647)]) {
      const res = await client.upload(hostile, 'hostile.png');
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ file: 'validation.invalid_file_format' });
    }
    expect((await client.list()).json().data).toHaveLength(before);
  });

  it('stores a clean copy: bytes appended after the image and metadata are gone', async () => {
    const client = filesClient(t, owner.token);
    const withHtml = Buffer.concat([makePng(500, 500), Buffer.from('<html><script>alert(1)</script></html>')]);
    const png = (await client.upload(withHtml, 'appended.png')).json().data as { url: string };
    expect((await t.app.inject({ method: 'GET', url: png.url })).rawPayload.includes('<script>')).toBe(false);
    const jpeg = (await client.upload(await makeJpeg(600, 600, { exif: { Artist: 'Secret Person' } }), 'exif.jpg')).json().data as { url: string };
    const served = (await t.app.inject({ method: 'GET', url: jpeg.url })).rawPayload;
    expect(served.includes('Secret Person')).toBe(false);
    expect((await sharp(served).metadata()).exif).toBeUndefined();
  });

  it('keeps a file name readable but without control or bidirectional characters, and bounded', async () => {
    const client = filesClient(t, owner.token);
    const spoofed = (await client.upload(makePng(), 'photo\u202Egnp.exe\u0007.png')).json().data as { fileName: string };
    expect(spoofed.fileName).toBe('photognp.exe.png');
    const long = (await client.upload(makePng(), `${'ä'.repeat(300)}.png`)).json().data as { fileName: string };
    expect(Array.from(long.fileName)).toHaveLength(200);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/library/images' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/library/images', () => {
  it("lists only the caller's company's library images, newest first", async () => {
    const mine = await signedInUser(t);
    const client = filesClient(t, mine.token);
    const first = (await client.upload(makePng(500, 500), 'first.png')).json().data.id as number;
    const second = (await client.upload(makePng(500, 500), 'second.png')).json().data.id as number;
    await filesClient(t, stranger.token).upload(makePng(), 'theirs.png');
    const res = await client.list();
    expect(res.statusCode).toBe(200);
    const list = libraryImageListSchema.parse(res.json().data);
    expect(list.map((image) => image.id)).toEqual([second, first]);
  });

  it('tells where each image is used: rooms and event designs, with the event names', async () => {
    const user = await signedInUser(t);
    const client = filesClient(t, user.token);
    const imageId = (await client.upload(makePng(), 'used.png')).json().data.id as number;
    const events = eventsClient(t, user.token);
    const eventId = await events.create({ name: 'Harbour Summit' });
    const otherEventId = await events.create({ name: 'Winter Forum' });
    await t.database.db.insert(rooms).values({ eventId, type: 'stage', nameEn: 'Main stage', imageFileId: imageId });
    await t.database.db
      .insert(eventDesigns)
      .values({ eventId: otherEventId, logoFileId: imageId, bannerFileId: imageId, primaryColor: '#112233', backgroundColor: '#ffffff', accentColor: '#ff0000', font: 'Inter' });
    const image = (await client.list()).json().data.find((entry: { id: number }) => entry.id === imageId);
    expect(image.usedBy).toEqual([
      { kind: 'room', eventId, eventName: 'Harbour Summit', label: 'Main stage' },
      { kind: 'logo', eventId: otherEventId, eventName: 'Winter Forum', label: '' },
      { kind: 'banner', eventId: otherEventId, eventName: 'Winter Forum', label: '' },
    ]);
  });
});

describe("the library's \"used in\" for a host", () => {
  it('names only the events assigned to the host; owners see every one', async () => {
    const boss = await signedInUser(t);
    const imageId = (await filesClient(t, boss.token).upload(makePng(), 'shared.png')).json().data.id as number;
    const events = eventsClient(t, boss.token);
    const hostsEvent = await events.create({ name: 'Harbour Summit' });
    const otherEvent = await events.create({ name: 'Secret Board Retreat' });
    await t.database.db.insert(rooms).values({ eventId: hostsEvent, type: 'stage', nameEn: 'Main stage', imageFileId: imageId });
    await t.database.db
      .insert(eventDesigns)
      .values({ eventId: otherEvent, logoFileId: imageId, primaryColor: '#112233', backgroundColor: '#ffffff', accentColor: '#ff0000', font: 'Inter' });
    const host = await joinedUser(t, boss, 'host', [hostsEvent]);

    const usedBy = async (token: string) => (await filesClient(t, token).list()).json().data.find((entry: { id: number }) => entry.id === imageId).usedBy;
    expect(await usedBy(host.token)).toEqual([{ kind: 'room', eventId: hostsEvent, eventName: 'Harbour Summit', label: 'Main stage' }]);
    expect((await usedBy(boss.token)).map((usage: { eventName: string }) => usage.eventName)).toEqual(['Harbour Summit', 'Secret Board Retreat']);
  });
});

describe('POST /api/library/images/{id}/delete', () => {
  it('deletes an unused image and its file', async () => {
    const client = filesClient(t, owner.token);
    const uploaded = (await client.upload(makePng(), 'gone.png')).json().data as { id: number; url: string };
    expect((await t.app.inject({ method: 'GET', url: uploaded.url })).statusCode).toBe(200);
    const res = await client.remove(uploaded.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });
    expect((await client.list()).json().data.some((image: { id: number }) => image.id === uploaded.id)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: uploaded.url })).statusCode).toBe(404);
  });

  it('also answers to DELETE /api/library/images/{id}', async () => {
    const client = filesClient(t, owner.token);
    const id = (await client.upload(makePng(), 'rest.png')).json().data.id as number;
    const res = await t.app.inject({ method: 'DELETE', url: `/api/library/images/${id}`, headers: { authorization: `Bearer ${owner.token}` } });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses an image in use with 409 file_in_use naming the places, in English and German', async () => {
    const client = filesClient(t, owner.token);
    const id = (await client.upload(makePng(), 'busy.png')).json().data.id as number;
    const eventId = await eventsClient(t, owner.token).create({ name: 'Harbour Summit' });
    await t.database.db.insert(rooms).values({ eventId, type: 'stage', nameEn: 'Main stage', nameDe: 'Hauptbühne', imageFileId: id });
    const res = await client.remove(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('file_in_use');
    expect(res.json().error.message).toBe(
      'This image cannot be deleted because it is used: room "Main stage" of Harbour Summit. Choose another image there first.',
    );
    const de = await client.remove(id, { 'accept-language': 'de' });
    expect(de.json().error.message).toContain('Raum „Hauptbühne“ von Harbour Summit');
    const listed = (await client.list({ 'accept-language': 'de' })).json().data.find((image: { id: number }) => image.id === id);
    expect(listed.usedBy).toEqual([{ kind: 'room', eventId, eventName: 'Harbour Summit', label: 'Hauptbühne' }]);
    expect((await client.list()).json().data.some((image: { id: number }) => image.id === id)).toBe(true);
  });

  it("refuses an image the event's custom CSS in use loads, naming it, until a version without it is saved", async () => {
    const client = filesClient(t, owner.token);
    const events = eventsClient(t, owner.token);
    const image = (await client.upload(makePng(), 'backdrop.png')).json().data as { id: number; url: string };
    const eventId = await events.create({ name: 'Design Week' });
    const saved = await events.post(`/customCss/${eventId}`, { css: `.hero{background-image:url(${image.url})}` });
    expect(saved.statusCode, saved.body).toBe(200);

    const res = await client.remove(image.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'file_in_use',
      message: 'This image cannot be deleted because it is used: custom CSS of Design Week. Choose another image there first.',
    });
    expect((await client.remove(image.id, { 'accept-language': 'de' })).json().error.message).toBe(
      'Dieses Bild kann nicht gelöscht werden, weil es verwendet wird: eigenes CSS von Design Week. Wählen Sie dort zuerst ein anderes Bild.',
    );
    const listed = (await client.list()).json().data.find((entry: { id: number }) => entry.id === image.id);
    expect(listed.usedBy).toEqual([{ kind: 'custom-css', eventId, eventName: 'Design Week', label: '' }]);

    await events.post(`/customCss/${eventId}`, { css: '.hero{background-color:#f1f3f5}' });
    expect((await client.remove(image.id)).statusCode).toBe(200);
  });

  it("answers another company's image exactly like a missing one: 404", async () => {
    const id = (await filesClient(t, owner.token).upload(makePng(), 'private.png')).json().data.id as number;
    const theirs = await filesClient(t, stranger.token).remove(id);
    const missing = await filesClient(t, stranger.token).remove(999_999);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
    expect((await filesClient(t, owner.token).list()).json().data.some((image: { id: number }) => image.id === id)).toBe(true);
  });
});

describe('requireOwnImage', () => {
  it("answers the caller's image and 404 for another company's or a missing one", async () => {
    const uploaded = (await filesClient(t, owner.token).upload(makePng(), 'room.png')).json().data as { id: number; url: string };
    const { files } = t.app.services;
    await expect(files.requireOwnImage(owner, uploaded.id)).resolves.toEqual({ id: uploaded.id, url: uploaded.url });
    await expect(files.requireOwnImage(stranger, uploaded.id)).rejects.toMatchObject({ status: 404 });
    await expect(files.requireOwnImage(owner, 999_999)).rejects.toMatchObject({ status: 404 });
  });
});
