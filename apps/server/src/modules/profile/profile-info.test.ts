import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@aula/shared';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser } from '../../test/accounts';
import { makeJpeg, makePng } from '../files/test-images';
import { colleagueOf, formFields, PROFILE_TEST_ENV, profileClient, storedUser } from './profile-test-support';

const png = (width = 500, height = 500, padTo?: number) => ({ filename: 'me.png', content: makePng(width, height, { padTo }), type: 'image/png' });
// GIF89a, 1x1 px: a real image, but not one of the formats docs/rules/uploads.md#image-uploads allows.
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

describe('profile: POST /api/setUserInfo and GET /api/profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(PROFILE_TEST_ENV);
  });
  afterAll(async () => t.close());

  it('saves the trimmed names, company and language, and getUserInfo answers them at once', async () => {
    const owner = await signedInUser(t);
    const api = profileClient(t, owner.token);
    // Read once, so the session cache holds the old answer.
    expect((await api.info()).json().data.firstName).toBe('Mara');
    const res = await api.save(formFields({ firstName: '  Greta ', lastName: ' Holm ', company: ' Nordlicht GmbH ', lang: 'de' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ firstName: 'Greta', lastName: 'Holm', company: 'Nordlicht GmbH', lang: 'de', mayEditCompany: true, pendingEmail: null });
    expect((await api.info()).json().data).toMatchObject({ firstName: 'Greta', lastName: 'Holm', company: 'Nordlicht GmbH', lang: 'de' });
  });

  it('refuses empty and over-long names with the field messages', async () => {
    const api = profileClient(t, (await signedInUser(t)).token);
    const res = await api.save(formFields({ firstName: '   ', lastName: 'x'.repeat(66) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({ firstName: 'validation.required', lastName: 'validation.max_65' });
    const noLang = await api.save(formFields({ lang: 'fr' }));
    expect(noLang.statusCode).toBe(400);
    expect(Object.keys(noLang.json().error.fields)).toEqual(['lang']);
  });

  it("ignores a manager's or host's company name: only an owner renames the company", async () => {
    const owner = await signedInUser(t);
    await profileClient(t, owner.token).save(formFields({ company: 'Owner Co' }));
    for (const role of ['manager', 'host'] as const) {
      const member = await colleagueOf(t, owner, role);
      const api = profileClient(t, member.token);
      const res = await api.save(formFields({ firstName: 'Jonas', company: 'Hijacked' }));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ firstName: 'Jonas', company: 'Owner Co', mayEditCompany: false, role });
    }
    expect((await profileClient(t, owner.token).info()).json().data.company).toBe('Owner Co');
  });

  it('stores a PNG as a re-encoded photo, serves it, and shows it in getUserInfo; other users are unaffected', async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const api = profileClient(t, owner.token);
    await api.info();
    const res = await api.save({ ...formFields(), image: png() });
    expect(res.statusCode, res.body).toBe(200);
    const image = res.json().data.image as string;
    expect(image).toMatch(/^\/api\/files\/[\w-]+\.png$/);
    expect((await api.info()).json().data.image).toBe(image);
    expect((await t.app.inject({ method: 'GET', url: image })).statusCode).toBe(200);
    expect((await profileClient(t, other.token).info()).json().data).toMatchObject({ image: null, firstName: 'Mara' });
    // The photo is personal: it stays out of the company's library.
    const library = await t.app.inject({ method: 'GET', url: '/api/library/images', headers: { authorization: `Bearer ${owner.token}` } });
    expect(library.json().data).toEqual([]);
  });

  it('keeps the photo when no image field comes, replaces it (deleting the old file) and deletes it for an empty field', async () => {
    const owner = await signedInUser(t);
    const api = profileClient(t, owner.token);
    const first = (await api.save({ ...formFields(), image: png() })).json().data.image as string;
    const kept = await api.save(formFields({ firstName: 'Greta' }));
    expect(kept.json().data).toMatchObject({ firstName: 'Greta', image: first });

    const replaced = await api.save({ ...formFields(), image: { filename: 'me.jpg', content: await makeJpeg(600, 600), type: 'image/jpeg' } });
    const second = replaced.json().data.image as string;
    expect(second).toMatch(/\.jpg$/);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);

    const emptyFile = await api.save({ ...formFields(), image: { filename: '', content: Buffer.alloc(0), type: 'application/octet-stream' } });
    expect(emptyFile.json().data.image).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(404);
    expect((await api.info()).json().data.image).toBeNull();

    await api.save({ ...formFields(), image: png() });
    const emptyText = await api.save({ ...formFields(), image: '' });
    expect(emptyText.json().data.image).toBeNull();
    expect((await storedUser(t, owner.id)).image).toBeNull();
  });

  it('refuses a GIF, a 2 MB PNG, text and a non-square photo next to the image field, and changes nothing', async () => {
    const owner = await signedInUser(t);
    const api = profileClient(t, owner.token);
    const kept = (await api.save({ ...formFields(), image: png() })).json().data.image as string;
    const cases: [string, string | { filename: string; content: Buffer; type: string }, string][] = [
      ['GIF', { filename: 'me.gif', content: GIF, type: 'image/gif' }, 'validation.invalid_file_format'],
      ['GIF named .png', { filename: 'me.png', content: GIF, type: 'image/png' }, 'validation.invalid_file_format'],
      ['2 MB', png(500, 500, 2 * 1024 * 1024), 'validation.invalid_file_size'],
      ['1 byte too many', png(500, 500, IMAGE_MAX_BYTES + 1), 'validation.invalid_file_size'],
      ['text', 'not an image', 'validation.invalid_file_format'],
      ['not square', png(800, 600), 'validation.photo_not_square'],
    ];
    for (const [name, image, message] of cases) {
      const res = await api.save({ ...formFields({ firstName: 'Changed' }), image });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error.fields, name).toEqual({ image: message });
    }
    expect((await api.get()).json().data).toMatchObject({ firstName: 'Mara', image: kept });
  });

  it('accepts a photo of exactly 1,048,576 bytes', async () => {
    const api = profileClient(t, (await signedInUser(t)).token);
    const res = await api.save({ ...formFields(), image: png(500, 500, IMAGE_MAX_BYTES) });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/setUserInfo', payload: formFields() })).statusCode).toBe(401);
  });
});
