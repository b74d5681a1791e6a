import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newPerson, signedInUser, signIn, type SignedInUser } from '../../test/accounts';
import { mailsSentTo } from '../../test/mail-outbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { eventFields, eventsClient } from '../events/events-test-support';
import { acceptInvitation, COMPANY_USERS_TEST_ENV, companyUsersClient, inviteBody, joinedUser, putOnPlan } from './company-users-test-support';

let t: TestApp;
let owner: SignedInUser;
let manager: SignedInUser;
let host: SignedInUser;
let stranger: SignedInUser;
let eventA: number;
let eventB: number;

const userInfo = (token: string) => t.app.inject({ method: 'GET', url: '/api/getUserInfo', headers: bearer(token) });

beforeAll(async () => {
  t = await createTestApp(COMPANY_USERS_TEST_ENV);
  owner = await signedInUser(t);
  await putOnPlan(t, owner.companyId, 'enterprise');
  eventA = await eventsClient(t, owner.token).create({ name: 'Harbour Summit' });
  eventB = await eventsClient(t, owner.token).create({ name: 'River Forum' });
  manager = await joinedUser(t, owner, 'manager');
  host = await joinedUser(t, owner, 'host', [eventA]);
  stranger = await signedInUser(t);
});
afterAll(() => t.close());

describe('who may call the company users calls', () => {
  type Answer = Awaited<ReturnType<ReturnType<typeof companyUsersClient>['list']>>;
  const calls: [string, (token: string, userId: number) => Promise<Answer>][] = [
    ['list', (token) => companyUsersClient(t, token).list()],
    ['get', (token, id) => companyUsersClient(t, token).get(id)],
    ['save (change)', (token, id) => companyUsersClient(t, token).save({ ...inviteBody(newPerson(), 'host', [eventB]), id, email: '' })],
    ['save (invite)', (token) => companyUsersClient(t, token).save(inviteBody(newPerson(), 'manager'))],
    ['deactivate', (token, id) => companyUsersClient(t, token).action(id, 'deactivate')],
    ['activate', (token, id) => companyUsersClient(t, token).action(id, 'activate')],
    ['resendInvitation', (token, id) => companyUsersClient(t, token).action(id, 'resendInvitation')],
    ['remove', (token, id) => companyUsersClient(t, token).action(id, 'remove')],
  ];

  it.each(calls)('%s: managers and hosts get 403 forbidden', async (_name, call) => {
    for (const caller of [manager, host]) {
      const res = await call(caller.token, host.id);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    }
  });

  it.each(calls)("%s: another company's owner finds no such user", async (name, call) => {
    if (name === 'list' || name === 'save (invite)') return;
    const res = await call(stranger.token, host.id);
    expect(res.statusCode, res.body).toBe(404);
  });

  it.each(calls)('%s: the owner may', async (name, call) => {
    const person = newPerson();
    const invited = await companyUsersClient(t, owner.token).save(inviteBody(person, 'host', [eventA]));
    expect(invited.statusCode, invited.body).toBe(200);
    const id = invited.json().data.id as number;
    if (name === 'activate') await companyUsersClient(t, owner.token).action(id, 'deactivate');
    const res = await call(owner.token, id);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('invitations', () => {
  it('keeps the role and the host events through create-account; the host reaches only those', async () => {
    const list = (await companyUsersClient(t, owner.token).list()).json().data;
    expect(list.users.find((u: { id: number }) => u.id === host.id)).toMatchObject({
      role: 'host',
      status: 'active',
      events: [{ id: eventA, name: 'Harbour Summit' }],
    });
    expect(list.limit).toBeNull();
    expect((await userInfo(host.token)).json().data).toMatchObject({ role: 'host', eventsCount: 1 });
    expect((await userInfo(manager.token)).json().data).toMatchObject({ role: 'manager', eventsCount: 2 });
    const page = (await eventsClient(t, host.token).get('/eventsPage?tab=all&page=1')).json().data;
    expect(page.rows.map((row: { id: number }) => row.id)).toEqual([eventA]);
    expect(page.companyTotal).toBe(1);
    expect((await eventsClient(t, host.token).get(`/event/${eventB}`)).statusCode).toBe(404);
    expect((await eventsClient(t, host.token).get(`/event/${eventA}`)).statusCode).toBe(200);
  });

  it('counts the company users, invited ones included, in usersCount', async () => {
    const before = (await userInfo(owner.token)).json().data.usersCount as number;
    expect((await companyUsersClient(t, owner.token).save(inviteBody(newPerson(), 'manager'))).statusCode).toBe(200);
    expect((await userInfo(owner.token)).json().data.usersCount).toBe(before + 1);
    expect(before).toBe((await companyUsersClient(t, owner.token).list()).json().data.users.length - 1);
  });

  it("refuses another company's event for a host, like a missing one", async () => {
    const theirs = await eventsClient(t, stranger.token).create();
    const res = await companyUsersClient(t, owner.token).save(inviteBody(newPerson(), 'host', [theirs]));
    expect(res.statusCode).toBe(404);
  });

  it('refuses an invitation beyond the plan, naming the limit, in the caller\'s language', async () => {
    const small = await signedInUser(t);
    const first = await companyUsersClient(t, small.token).save(inviteBody(newPerson(), 'manager'));
    expect(first.statusCode, first.body).toBe(200);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/companyUsers',
      headers: { ...bearer(small.token), 'accept-language': 'de' },
      payload: inviteBody(newPerson(), 'manager'),
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({ code: 'users_limit' });
    expect(second.json().error.message).toContain('2 Benutzer');
    expect((await companyUsersClient(t, small.token).list()).json().data.users).toHaveLength(2);
  });

  it('sends the invitation again with a new link, and not once accepted', async () => {
    const person = newPerson();
    const id = (await companyUsersClient(t, owner.token).save(inviteBody(person, 'manager', [], 'de'))).json().data.id as number;
    const firstMails = (await mailsSentTo(t, person.email)).length;
    expect((await companyUsersClient(t, owner.token).action(id, 'resendInvitation')).statusCode).toBe(200);
    const mails = await mailsSentTo(t, person.email);
    expect(mails).toHaveLength(firstMails + 1);
    await acceptInvitation(t, person);
    expect((await companyUsersClient(t, owner.token).action(id, 'resendInvitation')).statusCode).toBe(409);
    expect((await userInfo(await signIn(t, person))).json().data).toMatchObject({ role: 'manager', lang: 'de' });
  });
});

describe('owners', () => {
  it('keeps the last active owner: not demoted, deactivated or removed', async () => {
    const solo = await signedInUser(t);
    const users = companyUsersClient(t, solo.token);
    const demote = await users.save({ ...inviteBody(solo, 'manager'), id: solo.id, email: '' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error).toMatchObject({ code: 'last_owner', message: 'The company needs at least one active owner. Make another user an owner first.' });
    expect((await users.action(solo.id, 'deactivate')).statusCode).toBe(403);
    expect((await users.action(solo.id, 'remove')).statusCode).toBe(403);
    expect((await userInfo(solo.token)).json().data.role).toBe('owner');
  });

  it('lets an owner step down once another owner is there', async () => {
    const first = await signedInUser(t);
    await putOnPlan(t, first.companyId, 'starter');
    const second = await joinedUser(t, first, 'owner');
    const users = companyUsersClient(t, second.token);
    expect((await users.action(first.id, 'deactivate')).statusCode).toBe(200);
    // The other owner is deactivated: the remaining one is the last active owner.
    const demote = await users.save({ ...inviteBody(second, 'manager'), id: second.id, email: '' });
    expect(demote.json().error?.code).toBe('last_owner');
    expect((await users.action(first.id, 'activate')).statusCode).toBe(200);
    const stepDown = await users.save({ ...inviteBody(second, 'manager'), id: second.id, email: '' });
    expect(stepDown.statusCode, stepDown.body).toBe(200);
    expect((await userInfo(second.token)).json().data.role).toBe('manager');
  });
});

describe('deactivation and removal', () => {
  it('ends the sessions at once, and sign-in says so only after the right password', async () => {
    const member = await joinedUser(t, owner, 'host', [eventA]);
    expect((await userInfo(member.token)).statusCode).toBe(200);
    const res = await companyUsersClient(t, owner.token).action(member.id, 'deactivate');
    expect(res.json().data.status).toBe('deactivated');
    expect((await userInfo(member.token)).statusCode).toBe(401);

    const login = (password: string, lang: string) =>
      t.app.inject({ method: 'POST', url: '/api/login', headers: { 'accept-language': lang }, payload: { username: member.email, password } });
    expect((await login('Wrong-Password-123!', 'en')).json().error.code).toBe('invalid_credentials');
    const refused = await login(member.password, 'en');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'account_deactivated', message: 'Your account has been deactivated. Please contact an owner of your company.' });
    expect((await login(member.password, 'de')).json().error.message).toBe('Ihr Konto wurde deaktiviert. Bitte wenden Sie sich an einen Inhaber Ihres Unternehmens.');

    expect((await companyUsersClient(t, owner.token).action(member.id, 'activate')).json().data.status).toBe('active');
    expect((await userInfo(await signIn(t, member))).statusCode).toBe(200);
  });

  it('removes a user; the events stay the company\'s', async () => {
    const member = await joinedUser(t, owner, 'host', [eventB]);
    expect((await companyUsersClient(t, owner.token).action(member.id, 'remove')).statusCode).toBe(200);
    expect((await userInfo(member.token)).statusCode).toBe(401);
    expect((await companyUsersClient(t, owner.token).get(member.id)).statusCode).toBe(404);
    expect((await eventsClient(t, owner.token).get(`/event/${eventB}`)).statusCode).toBe(200);
  });

  it('refuses to deactivate or remove oneself', async () => {
    const other = await joinedUser(t, owner, 'owner');
    for (const action of ['deactivate', 'remove'] as const) {
      const res = await companyUsersClient(t, other.token).action(other.id, action);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('You cannot deactivate or remove your own account.');
    }
  });
});

describe('what a host may not do', () => {
  it('creates and imports no events (403), and its events list and counts hold the assigned ones', async () => {
    const api = eventsClient(t, host.token);
    const created = await t.app.inject({ method: 'POST', url: '/api/event', headers: bearer(host.token), payload: eventFields({ name: 'Not allowed' }) });
    expect(created.statusCode).toBe(403);
    expect(created.json().error.code).toBe('forbidden');
    const imported = await api.postMultipart('/importEvent', { file: { filename: 'e.aula-event.json', content: '{}', type: 'application/json' } });
    expect(imported.statusCode).toBe(403);
    expect(((await api.get('/events')).json().data as { id: number }[]).map((event) => event.id)).toEqual([eventA]);
  });

  it('adds to the company library but changes or deletes nothing there; managers may', async () => {
    const template = { name: 'Library', subjectEn: 'Hello', subjectDe: '', bodyEn: '<p>Hi</p>', bodyDe: '', id: 0 };
    const added = await eventsClient(t, host.token).post('/library/email-templates', template);
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().data.id as number;
    expect((await eventsClient(t, host.token).post('/library/email-templates', { ...template, id, name: 'Renamed' })).statusCode).toBe(403);
    expect((await eventsClient(t, host.token).post(`/library/email-templates/${id}/delete`)).statusCode).toBe(403);
    expect((await eventsClient(t, manager.token).post(`/library/email-templates/${id}/delete`)).statusCode).toBe(200);

    const speaker = await eventsClient(t, host.token).post('/sessionHost', { id: 0, name: 'Dr. Ida Moor', title: '' });
    expect(speaker.statusCode, speaker.body).toBe(200);
    expect((await eventsClient(t, host.token).post('/deleteSessionHost', { host_id: speaker.json().data.id })).statusCode).toBe(403);
  });
});
