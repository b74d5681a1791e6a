import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendeePersonalDataSchema } from '@aula/shared';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser } from '../../test/accounts';
import { attendeeTokens } from '../../db/schema';
import { makePng } from '../files/test-images';
import { ATTENDEES_TEST_ENV, accountBody, attendeesClient, markAccount, storedAccount, type AttendeesClient } from './attendees-test-support';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$hashhashhash';
const TOKEN_HASH = 'a'.repeat(64);

describe('personal data from the console: export and erase', () => {
  let t: TestApp;
  let api: AttendeesClient;
  let eventId: number;

  beforeAll(async () => {
    t = await createTestApp(ATTENDEES_TEST_ENV);
    api = attendeesClient(t, (await signedInUser(t)).token);
    eventId = await api.create({ name: 'Data Summit' });
  });
  afterAll(() => t.close());

  /** An account that has signed in: a password, a session and a used invitation. */
  async function activeAccount(email: string) {
    const account = await api.createAccount(eventId, { email, firstName: 'Greta', lastName: 'Krause', groups: ['VIP'] });
    await markAccount(t, account.id, { invitedAt: new Date('2030-01-01T09:00:00Z'), firstSignedInAt: new Date('2030-01-01T09:05:00Z'), passwordHash: HASH });
    await t.database.db.insert(attendeeTokens).values([
      { accountId: account.id, kind: 'invite', tokenHash: `${TOKEN_HASH}${account.id}i`, expiresAt: new Date('2030-01-08T09:00:00Z'), usedAt: new Date('2030-01-01T09:05:00Z') },
      { accountId: account.id, kind: 'session', tokenHash: `${TOKEN_HASH}${account.id}s`, expiresAt: new Date('2030-01-02T09:05:00Z') },
      { accountId: account.id, kind: 'socket', tokenHash: `${TOKEN_HASH}${account.id}k`, expiresAt: new Date('2030-01-01T09:06:00Z') },
    ]);
    await api.setPhoto(eventId, account.id, { filename: 'greta.png', content: makePng(500, 500), type: 'image/png' });
    return account;
  }

  it('exports everything held about the account as a JSON file, without the password hash or tokens', async () => {
    const account = await activeAccount('greta@example.com');
    const res = await api.personalData(eventId, account.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="data-summit-account-${account.id}.json"`);
    const data = attendeePersonalDataSchema.parse(JSON.parse(res.body));
    expect(data.event).toEqual({ id: eventId, name: 'Data Summit' });
    expect(data.account).toMatchObject({
      id: account.id,
      email: 'greta@example.com',
      firstName: 'Greta',
      lastName: 'Krause',
      company: 'Harbour Logistics',
      groups: ['VIP'],
      hasPassword: true,
      invitedAt: '2030-01-01T09:00:00.000Z',
      firstSignedInAt: '2030-01-01T09:05:00.000Z',
    });
    expect(data.account.photoUrl).toMatch(/^\/api\/files\//);
    expect(data.tokens.map((token) => [token.kind, token.usedAt])).toEqual([
      ['invite', '2030-01-01T09:05:00.000Z'],
      ['session', null],
    ]);
    expect(res.body).not.toContain('argon2');
    expect(res.body).not.toContain(TOKEN_HASH);
  });

  it('erases the personal fields, the password, the tokens and the photo, and keeps the row', async () => {
    const account = await activeAccount('erase-me@example.com');
    const photoUrl = (await api.account(eventId, account.id)).json().data.photoUrl as string;
    const res = await api.erase(eventId, account.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ ok: true });

    const row = await storedAccount(t, account.id);
    expect(row).toMatchObject({
      email: null,
      firstName: '',
      lastName: '',
      company: '',
      jobTitle: '',
      groups: [],
      photo: null,
      passwordHash: null,
      active: false,
    });
    expect(row!.erasedAt).toBeInstanceOf(Date);
    expect(await t.database.db.select().from(attendeeTokens).where(eq(attendeeTokens.accountId, account.id))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: photoUrl })).statusCode).toBe(404);
  });

  it('hides an erased account everywhere and frees its address', async () => {
    const account = await activeAccount('gone@example.com');
    const before = await api.page(eventId);
    await api.erase(eventId, account.id);
    const after = await api.page(eventId);
    expect(after.eventTotal).toBe(before.eventTotal - 1);
    expect(after.rows.map((row) => row.id)).not.toContain(account.id);
    expect((await api.groups(eventId)).json().data).toEqual(['VIP']);
    for (const res of [
      await api.account(eventId, account.id),
      await api.personalData(eventId, account.id),
      await api.erase(eventId, account.id),
      await api.saveAccount(accountBody(eventId, { id: account.id })),
      await api.removePhoto(eventId, account.id),
      await api.deleteAccounts(eventId, { ids: [account.id] }),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await api.deleteAccounts(eventId, { filter: { q: '' } })).json().data.deleted).toBe(after.eventTotal);
    expect(await storedAccount(t, account.id)).not.toBeNull();
    expect((await api.saveAccount(accountBody(eventId, { email: 'gone@example.com' }))).statusCode).toBe(200);
  });
});
