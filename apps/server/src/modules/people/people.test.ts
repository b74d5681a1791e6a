import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, signedInUser, type SignedInUser } from '../../test/accounts';
import { ATTENDEE_TEST_ENV, attendeeAccount, publishedEvent, signedInAttendee, type TestAttendee } from '../attendee-auth/attendee-test-support';
import { attendeesClient } from '../attendees/attendees-test-support';
import { registrationSettingsClient } from '../registration/registration-test-support';

/** The venue's people directory and profiles (docs/rules/venue.md#people). */
describe('the people directory', () => {
  let t: TestApp;
  let organiser: SignedInUser;
  let event: { eventId: number; code: string };
  let ada: TestAttendee;
  let ben: TestAttendee;
  let mod: TestAttendee;
  let hidden: TestAttendee;
  let neverSignedIn: number;
  const signedIn = { firstSignedInAt: new Date() };

  beforeAll(async () => {
    t = await createTestApp(ATTENDEE_TEST_ENV);
    organiser = await signedInUser(t);
    event = await publishedEvent(t, organiser.token);
    ada = await signedInAttendee(t, event, { ...signedIn, firstName: 'Ada', lastName: 'Quist', company: 'Northwind', jobTitle: 'Curator', bio: 'Maps and ships.', groups: ['Press'] });
    ben = await signedInAttendee(t, event, { ...signedIn, firstName: 'Ben', lastName: 'Adler', company: 'Harbour Ltd', role: 'speaker', groups: ['VIP'] });
    mod = await signedInAttendee(t, event, { ...signedIn, firstName: 'Mia', lastName: 'Moderata', role: 'moderator' });
    hidden = await signedInAttendee(t, event, { ...signedIn, firstName: 'Hugo', lastName: 'Hidden', hiddenFromDirectory: true });
    neverSignedIn = (await attendeeAccount(t, event.eventId, { firstName: 'Nora', lastName: 'New' })).id;
    await attendeeAccount(t, event.eventId, { ...signedIn, firstName: 'Ida', lastName: 'Inactive', active: false });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (who: { token: string }, url: string) => t.app.inject({ method: 'GET', url: `/api/venue/${url}`, headers: bearer(who.token) });
  const names = async (who: { token: string }, query = '') => {
    const res = await get(who, `people${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.people.map((person: { displayName: string }) => person.displayName);
  };
  const settings = registrationSettingsClient;
  const setDirectory = (attendeeListVisibility: string, publicGroups: string[] = []) =>
    settings(t, organiser.token, event.eventId).open({ access: 'invitation', attendeeListVisibility, publicGroups });

  it('lists everyone who has signed in and did not hide, by last name, without e-mail or groups', async () => {
    expect(await names(ada)).toEqual(['Ben Adler', 'Mia Moderata', 'Ada Quist']);
    const res = await get(ada, 'people');
    expect(res.json().data).toMatchObject({ total: 3, next: null });
    expect(res.json().data.people[2]).toEqual({ accountId: ada.accountId, displayName: 'Ada Quist', photo: null, company: 'Northwind', jobTitle: 'Curator', role: 'attendee' });
  });

  it('searches names, companies and job titles, and filters by role and company', async () => {
    expect(await names(ada, '?q=harb')).toEqual(['Ben Adler']);
    expect(await names(ada, '?q=curat')).toEqual(['Ada Quist']);
    expect(await names(ada, '?q=%25')).toEqual([]);
    expect(await names(ada, '?role=moderator')).toEqual(['Mia Moderata']);
    expect(await names(ada, '?company=Northwind')).toEqual(['Ada Quist']);
    const filters = await get(ada, 'people/filters');
    expect(filters.json().data).toEqual({ companies: ['Harbour Ltd', 'Northwind'], groups: [] });
    expect((await get(ada, 'people?role=admin')).statusCode).toBe(400);
  });

  it('filters by the groups the organiser made public, and refuses the others', async () => {
    await setDirectory('everyone', ['VIP']);
    expect((await get(ada, 'people/filters')).json().data.groups).toEqual(['VIP']);
    expect(await names(ada, '?group=VIP')).toEqual(['Ben Adler']);
    const secret = await get(ada, 'people?group=Press');
    expect(secret.statusCode).toBe(400);
    expect(secret.json().error.fields).toEqual({ group: 'validation.invalid' });
    await setDirectory('everyone');
  });

  it('shows a listed profile with its bio and whether a message may be written', async () => {
    const res = await get(ben, `people/${ada.accountId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ displayName: 'Ada Quist', bio: 'Maps and ships.', sessionIds: [], mayWrite: false });
    for (const accountId of [hidden.accountId, neverSignedIn, 987654]) expect((await get(ben, `people/${accountId}`)).statusCode, String(accountId)).toBe(404);
    // One's own profile, hidden or not, is there to see as others would.
    expect((await get(hidden, `people/${hidden.accountId}`)).statusCode).toBe(200);
  });

  it('follows who sees the attendee list: moderators only, then nobody', async () => {
    await setDirectory('moderators');
    expect((await get(ada, 'people')).statusCode).toBe(403);
    expect((await get(ada, 'people/filters')).statusCode).toBe(403);
    expect((await get(ada, `people/${ben.accountId}`)).statusCode).toBe(404);
    expect(await names(mod)).toHaveLength(3);
    await setDirectory('nobody');
    expect((await get(mod, 'people')).statusCode).toBe(403);
    const content = (await get(ada, 'event')).json().data;
    expect(content.directory).toBe(false);
    expect(content.menu.map((item: { kind: string }) => item.kind)).not.toContain('people');
    await setDirectory('everyone');
    const open = (await get(ada, 'event')).json().data;
    expect(open.directory).toBe(true);
    expect(open.menu.map((item: { kind: string }) => item.kind)).toContain('people');
  });

  it("keeps every event's people to itself", async () => {
    const elsewhere = await publishedEvent(t, organiser.token);
    const stranger = await signedInAttendee(t, elsewhere, { ...signedIn, firstName: 'Sam', lastName: 'Stranger' });
    expect(await names(stranger)).toEqual(['Sam Stranger']);
    expect((await get(stranger, `people/${ada.accountId}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/venue/people', headers: bearer(organiser.token) })).statusCode).toBe(401);
  });

  it('drops an erased account from the directory', async () => {
    const gone = await signedInAttendee(t, event, { ...signedIn, firstName: 'Zoe', lastName: 'Zed', bio: 'Soon gone' });
    expect(await names(ada)).toContain('Zoe Zed');
    expect((await attendeesClient(t, organiser.token).erase(event.eventId, gone.accountId)).statusCode).toBe(200);
    expect(await names(ada)).not.toContain('Zoe Zed');
    expect((await get(ada, `people/${gone.accountId}`)).statusCode).toBe(404);
  });
});
