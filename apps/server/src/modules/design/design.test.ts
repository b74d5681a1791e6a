import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_EVENT_DESIGN } from '@aula/shared';
import { files } from '../../db/schema';
import { signedInUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { EVENTS_TEST_ENV, eventsClient, type EventsClient } from '../events/events-test-support';

/** A library image of `companyId`, inserted as an upload would leave it. */
async function libraryImage(t: TestApp, companyId: number, key: string, size = { width: 600, height: 600 }): Promise<number> {
  const [row] = await t.database.db
    .insert(files)
    .values({ companyId, storageKey: `${key}.png`, fileName: `${key}.png`, contentType: 'image/png', byteSize: 1000, ...size })
    .returning({ id: files.id });
  return row!.id;
}

const design = (change: Record<string, unknown> = {}) => ({
  imageFileId: null,
  logoFileId: null,
  bannerFileId: null,
  primaryColor: '#2f9e44',
  backgroundColor: '#ffffff',
  accentColor: '#FFD43B',
  font: 'georgia',
  ...change,
});

describe('event design', () => {
  let t: TestApp;
  let owner: EventsClient;
  let stranger: EventsClient;
  let eventId: number;
  let ownImage: number;
  let ownLogo: number;
  let strangerImage: number;
  let ownerCompany: number;

  beforeAll(async () => {
    t = await createTestApp(EVENTS_TEST_ENV);
    const ownerUser = await signedInUser(t);
    const strangerUser = await signedInUser(t);
    owner = eventsClient(t, ownerUser.token);
    stranger = eventsClient(t, strangerUser.token);
    eventId = await owner.create();
    ownerCompany = ownerUser.companyId;
    ownImage = await libraryImage(t, ownerUser.companyId, 'own-image');
    ownLogo = await libraryImage(t, ownerUser.companyId, 'own-logo');
    strangerImage = await libraryImage(t, strangerUser.companyId, 'stranger-image');
  });
  afterAll(() => t.close());

  it('answers the defaults before anything is saved', async () => {
    const res = await owner.get(`/design/${eventId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ eventId, image: null, logo: null, banner: null, ...DEFAULT_EVENT_DESIGN, saved: false });
  });

  it('saves colours, font and images, and makes the event image the event list image', async () => {
    const res = await owner.post(`/design/${eventId}`, design({ imageFileId: ownImage, logoFileId: ownLogo }));
    expect(res.statusCode, res.body).toBe(200);
    const saved = {
      eventId,
      image: { id: ownImage, url: '/api/files/own-image.png' },
      logo: { id: ownLogo, url: '/api/files/own-logo.png' },
      banner: null,
      primaryColor: '#2f9e44',
      backgroundColor: '#ffffff',
      accentColor: '#ffd43b',
      font: 'georgia',
      saved: true,
    };
    expect(res.json().data).toEqual(saved);
    expect((await owner.get(`/design/${eventId}`)).json().data).toEqual(saved);
    expect((await owner.get(`/eventShortInfo/${eventId}`)).json().data.image).toBe('/api/files/own-image.png');
    const list = (await owner.get('/events')).json().data as { id: number; image: string | null }[];
    expect(list.find((event) => event.id === eventId)?.image).toBe('/api/files/own-image.png');
  });

  it('clears the event image from the event when the design drops it', async () => {
    const res = await owner.post(`/design/${eventId}`, design({ imageFileId: null, logoFileId: ownLogo }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ image: null, logo: { id: ownLogo } });
    expect((await owner.get(`/eventShortInfo/${eventId}`)).json().data.image).toBeNull();
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a colour that is not #rrggbb', { primaryColor: 'green' }, 'primaryColor', 'validation.invalid_color'],
    ['an empty colour', { accentColor: '' }, 'accentColor', 'validation.required'],
    ['a font that is not offered', { font: 'Comic Sans MS' }, 'font', 'validation.invalid'],
    ['an image id that is no number', { bannerFileId: 'x' }, 'bannerFileId', 'validation.invalid'],
  ])('refuses %s', async (_name, change, field, key) => {
    const res = await owner.post(`/design/${eventId}`, design(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(key);
  });

  it('keeps a logo or event image under 500x500 px or not square out of the design, naming the field; a banner may have any shape', async () => {
    const small = await libraryImage(t, ownerCompany, 'small-logo', { width: 400, height: 400 });
    const wide = await libraryImage(t, ownerCompany, 'wide-image', { width: 1200, height: 600 });
    const before = (await owner.get(`/design/${eventId}`)).json().data;
    for (const [field, id, key] of [
      ['logoFileId', small, 'validation.image_too_small'],
      ['imageFileId', small, 'validation.image_too_small'],
      ['logoFileId', wide, 'validation.image_not_square'],
    ] as const) {
      const res = await owner.post(`/design/${eventId}`, design({ [field]: id }));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.fields).toEqual({ [field]: key });
    }
    expect((await owner.get(`/design/${eventId}`)).json().data).toEqual(before);
    const banner = await owner.post(`/design/${eventId}`, design({ bannerFileId: wide }));
    expect(banner.statusCode, banner.body).toBe(200);
  });

  it('refuses another company image like a missing one, and keeps the design', async () => {
    for (const field of ['imageFileId', 'logoFileId', 'bannerFileId']) {
      const foreign = await owner.post(`/design/${eventId}`, design({ [field]: strangerImage }));
      const missing = await owner.post(`/design/${eventId}`, design({ [field]: strangerImage + 1000 }));
      expect(foreign.statusCode, field).toBe(404);
      expect({ status: foreign.statusCode, body: foreign.body }).toEqual({ status: missing.statusCode, body: missing.body });
    }
    expect((await owner.get(`/design/${eventId}`)).json().data).toMatchObject({ primaryColor: '#2f9e44', image: null });
  });

  it('answers another company event exactly like a missing one, and changes nothing', async () => {
    const missing = eventId + 1000;
    const calls = (id: number) => [
      () => stranger.get(`/design/${id}`),
      () => stranger.post(`/design/${id}`, design({ primaryColor: '#000000' })),
    ];
    const theirs = calls(eventId);
    const absent = calls(missing);
    for (let i = 0; i < theirs.length; i++) {
      const res = await theirs[i]!();
      const other = await absent[i]!();
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
      expect({ status: res.statusCode, body: res.body }).toEqual({ status: other.statusCode, body: other.body });
    }
    expect((await owner.get(`/design/${eventId}`)).json().data.primaryColor).toBe('#2f9e44');
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/design/${eventId}` });
    expect(res.statusCode).toBe(401);
  });
});
