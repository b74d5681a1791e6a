import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser } from '../../test/accounts';
import { makeJpeg, makePng } from '../files/test-images';
import { ATTENDEES_TEST_ENV, accountBody, attendeesClient, storedAccount, type AttendeesClient } from './attendees-test-support';

describe('attendee accounts: add, read, save, groups', () => {
  let t: TestApp;
  let api: AttendeesClient;
  let eventId: number;

  beforeAll(async () => {
    t = await createTestApp(ATTENDEES_TEST_ENV);
    api = attendeesClient(t, (await signedInUser(t)).token);
    eventId = await api.create();
  });
  afterAll(() => t.close());

  it('adds an account with trimmed fields and a lower-cased address, and reads it back', async () => {
    const res = await api.saveAccount(
      accountBody(eventId, { firstName: '  Lea ', lastName: ' Müller', email: '  Lea.Mueller@Example.COM ', groups: [' VIP ', 'vip', 'Press'] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const account = res.json().data;
    expect(account).toMatchObject({
      eventId,
      firstName: 'Lea',
      lastName: 'Müller',
      email: 'lea.mueller@example.com',
      company: 'Harbour Logistics',
      role: 'attendee',
      lang: 'de',
      groups: ['VIP', 'Press'],
      photoUrl: null,
      active: true,
      status: 'not_invited',
      invitedAt: null,
      firstSignedInAt: null,
    });
    expect(account).not.toHaveProperty('passwordHash');
    expect((await api.account(eventId, account.id)).json().data).toEqual(account);
  });

  it('saves changes to an existing account', async () => {
    const created = await api.createAccount(eventId, { firstName: 'Tom' });
    const res = await api.saveAccount(accountBody(eventId, { id: created.id, email: created.email, firstName: 'Thomas', role: 'speaker', lang: 'en', active: false, groups: [] }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: created.id, firstName: 'Thomas', role: 'speaker', lang: 'en', active: false, groups: [] });
  });

  it('refuses an address the event already has, whatever its case, next to the e-mail field', async () => {
    const first = await api.createAccount(eventId, { email: 'twice@example.com' });
    const duplicate = await api.saveAccount(accountBody(eventId, { email: 'TWICE@example.com ' }));
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().error).toMatchObject({ code: 'validation_failed', fields: { email: 'validation.account_email_taken' } });

    const other = await api.createAccount(eventId, { email: 'other@example.com' });
    const taken = await api.saveAccount(accountBody(eventId, { id: other.id, email: 'twice@example.com' }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.fields).toEqual({ email: 'validation.account_email_taken' });
    expect((await api.account(eventId, other.id)).json().data.email).toBe('other@example.com');
    // Saving an account with its own address is no conflict.
    expect((await api.saveAccount(accountBody(eventId, { id: first.id, email: 'twice@example.com' }))).statusCode).toBe(200);
  });

  it('lets another event use the same address', async () => {
    await api.createAccount(eventId, { email: 'shared@example.com' });
    const otherEvent = await api.create({ name: 'Second Summit' });
    expect((await api.saveAccount(accountBody(otherEvent, { email: 'shared@example.com' }))).statusCode).toBe(200);
  });

  it('answers every invalid field with its key', async () => {
    const res = await api.saveAccount(
      accountBody(eventId, {
        firstName: ' ',
        lastName: 'x'.repeat(66),
        email: 'not-an-address',
        company: 'c'.repeat(151),
        jobTitle: 'j'.repeat(151),
        role: 'keynote',
        lang: 'fr',
        groups: Array.from({ length: 21 }, (_, i) => `Group ${i}`),
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      firstName: 'validation.required',
      lastName: 'validation.max_65',
      email: 'validation.invalid_email',
      company: 'validation.max_150',
      jobTitle: 'validation.max_150',
      role: 'validation.invalid_role',
      groups: 'validation.too_many_groups',
    });
    expect(res.json().error.fields.lang).toBeDefined();
    const longGroup = await api.saveAccount(accountBody(eventId, { groups: ['g'.repeat(51)] }));
    expect(longGroup.json().error.fields).toEqual({ 'groups.0': 'validation.max_50' });
  });

  it('answers 404 for an account id that does not exist, also when saving', async () => {
    expect((await api.account(eventId, 999_999)).statusCode).toBe(404);
    expect((await api.saveAccount(accountBody(eventId, { id: 999_999 }))).statusCode).toBe(404);
  });

  it('lists the event groups once each, alphabetically', async () => {
    const groupsEvent = await api.create({ name: 'Groups Summit' });
    await api.createAccount(groupsEvent, { groups: ['Press', 'VIP'] });
    await api.createAccount(groupsEvent, { groups: ['speakers', 'VIP'] });
    await api.createAccount(groupsEvent, { groups: [] });
    const res = await api.groups(groupsEvent);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(['Press', 'speakers', 'VIP']);
  });
});

describe('attendee accounts: photo', () => {
  let t: TestApp;
  let api: AttendeesClient;
  let eventId: number;
  let accountId: number;

  beforeAll(async () => {
    t = await createTestApp(ATTENDEES_TEST_ENV);
    api = attendeesClient(t, (await signedInUser(t)).token);
    eventId = await api.create();
    accountId = (await api.createAccount(eventId)).id;
  });
  afterAll(() => t.close());

  const png = (width: number, height: number) => ({ filename: 'me.png', content: makePng(width, height), type: 'image/png' });

  it('sets a square photo of at least 500x500 px and serves it at its address', async () => {
    const res = await api.setPhoto(eventId, accountId, png(500, 500));
    expect(res.statusCode, res.body).toBe(200);
    const photoUrl = res.json().data.photoUrl as string;
    expect(photoUrl).toMatch(/^\/api\/files\/[\w-]+\.png$/);
    const served = await t.app.inject({ method: 'GET', url: photoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    // Photos are personal data: they stay out of the company's image library.
    expect((await api.get('/library/images')).json().data).toEqual([]);
  });

  it('replaces the photo and deletes the one it replaced', async () => {
    const before = (await api.account(eventId, accountId)).json().data.photoUrl as string;
    const res = await api.setPhoto(eventId, accountId, { filename: 'me.jpg', content: await makeJpeg(600, 600), type: 'image/jpeg' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.photoUrl).toMatch(/\.jpg$/);
    expect((await t.app.inject({ method: 'GET', url: before })).statusCode).toBe(404);
  });

  it('refuses a photo that is not square, too small, too large or not an image, next to the file', async () => {
    const cases: [string, Parameters<AttendeesClient['setPhoto']>[2], string][] = [
      ['not square', png(800, 600), 'validation.photo_not_square'],
      ['too small', png(400, 400), 'validation.photo_too_small'],
      ['too large', { filename: 'big.png', content: makePng(500, 500, { padTo: 1_048_577 }), type: 'image/png' }, 'validation.invalid_file_size'],
      ['not an image', { filename: 'me.png', content: 'plain text', type: 'image/png' }, 'validation.invalid_file_format'],
    ];
    for (const [name, file, key] of cases) {
      const res = await api.setPhoto(eventId, accountId, file);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error.fields, name).toEqual({ file: key });
    }
    expect((await api.account(eventId, accountId)).json().data.photoUrl).toMatch(/\.jpg$/);
  });

  it('removes the photo and its file', async () => {
    const before = (await api.account(eventId, accountId)).json().data.photoUrl as string;
    const res = await api.removePhoto(eventId, accountId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.photoUrl).toBeNull();
    expect((await storedAccount(t, accountId))!.photo).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: before })).statusCode).toBe(404);
  });
});
