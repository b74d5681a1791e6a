import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema';
import { signedInUser, type SignedInUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { EVENTS_TEST_ENV, eventsClient } from '../events/events-test-support';
import { filesClient } from './files-test-support';
import sharp from 'sharp';
import { makeJpeg, makePng } from './test-images';

let t: TestApp;
let owner: SignedInUser;
let stranger: SignedInUser;

beforeAll(async () => {
  t = await createTestApp(EVENTS_TEST_ENV);
  owner = await signedInUser(t);
  stranger = await signedInUser(t);
});
afterAll(() => t.close());

describe('GET /api/files/{storageKey}', () => {
  it('serves the bytes without sign-in, with the stored type and headers that forbid any other reading', async () => {
    const { url, byteSize } = (await filesClient(t, owner.token).upload(makePng(500, 500), 'served.png')).json().data as { url: string; byteSize: number };
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(byteSize);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'png', width: 500, height: 500 });
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe('inline');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves a JPEG as image/jpeg', async () => {
    const { url } = (await filesClient(t, owner.token).upload(await makeJpeg(), 'photo.jpeg', 'image/jpeg')).json().data as { url: string };
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.headers['content-type']).toBe('image/jpeg');
  });

  it('answers 404 for unknown keys, unsafe keys and rows that are not images', async () => {
    const owned = await t.database.db
      .insert(files)
      .values({ companyId: owner.companyId, storageKey: 'not-an-image-0001.html', fileName: 'x.html', contentType: 'text/html', byteSize: 5, width: 1, height: 1 })
      .returning();
    expect(owned).toHaveLength(1);
    for (const url of ['/api/files/unknown-key-000000.png', '/api/files/..%2F..%2Fetc%2Fpasswd', '/api/files/not-an-image-0001.html', '/api/files/a.png']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});

describe('POST /api/tinymceUpload/{eventId}', () => {
  it("stores an editor image for the caller's event and answers its location", async () => {
    const eventId = await eventsClient(t, owner.token).create();
    const res = await filesClient(t, owner.token).upload(makePng(300, 200), 'inline.png', 'image/png', `/api/tinymceUpload/${eventId}`);
    expect(res.statusCode, res.body).toBe(200);
    const { location } = res.json().data as { location: string };
    expect(location).toMatch(/^\/api\/files\/[\w-]+\.png$/);
    expect((await t.app.inject({ method: 'GET', url: location })).headers['content-type']).toBe('image/png');
    // An editor's image belongs to its event, not to the library list.
    const list = (await filesClient(t, owner.token).list()).json().data as { url: string }[];
    expect(list.some((image) => image.url === location)).toBe(false);
    const [row] = (await t.database.db.select().from(files)).filter((file) => location.endsWith(file.storageKey));
    expect(row).toMatchObject({ origin: 'editor', eventId, companyId: owner.companyId });
  });

  it('checks the content like every upload', async () => {
    const eventId = await eventsClient(t, owner.token).create();
    const res = await filesClient(t, owner.token).upload('<html>hi</html>', 'x.png', 'image/png', `/api/tinymceUpload/${eventId}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ file: 'validation.invalid_file_format' });
  });

  it("answers another company's event exactly like a missing one: 404", async () => {
    const eventId = await eventsClient(t, owner.token).create();
    const client = filesClient(t, stranger.token);
    const theirs = await client.upload(makePng(), 'x.png', 'image/png', `/api/tinymceUpload/${eventId}`);
    const missing = await client.upload(makePng(), 'x.png', 'image/png', '/api/tinymceUpload/999999');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/tinymceUpload/1' });
    expect(res.statusCode).toBe(401);
  });
});
