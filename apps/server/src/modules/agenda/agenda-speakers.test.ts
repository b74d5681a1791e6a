import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, signedInUser } from '../../test/accounts';
import { attendeeAccount, signedInAttendee } from '../attendee-auth/attendee-test-support';
import { attendeesClient } from '../attendees/attendees-test-support';
import { eventsClient } from '../events/events-test-support';
import { putOnPlan } from '../../test/company-plan';
import { AGENDA_TEST_ENV, agendaOrganiser, sessionBody } from './agenda-test-support';

/** Speakers on sessions (docs/rules/venue.md#speakers): the event's attendee accounts, in order, shown in the venue. */
describe('session speakers', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof agendaOrganiser>>;
  let token: string;
  let ada: number;
  let ben: number;

  beforeAll(async () => {
    t = await createTestApp({ ...AGENDA_TEST_ENV, PUBLIC_URL: 'https://aula.test' });
    me = await agendaOrganiser(t);
    token = me.api.token;
    ada = (await attendeeAccount(t, me.eventId, { firstName: 'Ada', lastName: 'Quist', company: 'Northwind', role: 'speaker' })).id;
    ben = (await attendeeAccount(t, me.eventId, { firstName: 'Ben', lastName: 'Adler' })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const read = async (id: number) => (await me.api.get(`/agendaSession/${me.eventId}/${id}`)).json().data;

  it('offers the speakers, saves a session with them in order and reads them back in the agenda', async () => {
    expect((await me.api.get(`/agendaSpeakers/${me.eventId}`)).json().data).toEqual([{ id: ada, name: 'Ada Quist', company: 'Northwind' }]);
    const id = await me.session({ speakerIds: [ben, ada, ben] });
    expect((await read(id)).speakerIds).toEqual([ben, ada]);
    expect((await me.api.get(`/agenda/${me.eventId}`)).json().data.uncategorized[0].speakerIds).toEqual([ben, ada]);
    // Whoever speaks somewhere stays on offer, whatever their role.
    expect((await me.api.get(`/agendaSpeakers/${me.eventId}`)).json().data.map((option: { id: number }) => option.id)).toEqual([ben, ada]);
    await me.api.post('/agendaSession', sessionBody(me.eventId, { id, speakerIds: [ada] }));
    expect((await read(id)).speakerIds).toEqual([ada]);
  });

  it("refuses another event's account, an erased one and an unknown one, and changes nothing", async () => {
    const id = await me.session({ startTime: '11:00', endTime: '12:00', speakerIds: [ada] });
    const other = await me.api.create();
    const foreign = (await attendeeAccount(t, other, { role: 'speaker' })).id;
    const erased = (await attendeeAccount(t, me.eventId, { erasedAt: new Date() })).id;
    for (const speaker of [foreign, erased, 987654]) {
      const res = await me.api.post('/agendaSession', sessionBody(me.eventId, { id, startTime: '11:00', endTime: '12:00', speakerIds: [speaker] }));
      expect(res.statusCode, String(speaker)).toBe(400);
      expect(res.json().error.fields).toEqual({ speakerIds: 'validation.invalid' });
    }
    expect((await read(id)).speakerIds).toEqual([ada]);
    const stranger = eventsClient(t, (await signedInUser(t)).token);
    expect((await stranger.get(`/agendaSpeakers/${me.eventId}`)).statusCode).toBe(404);
  });

  it("shows the speakers on the venue's sessions and their profiles to every attendee, and forgets an erased speaker", async () => {
    await putOnPlan(t, (await me.api.get('/getUserInfo')).json().data.company_id, 'enterprise');
    const published = await me.api.post(`/publishEvent/${me.eventId}`);
    const code = published.json().data.code as string;
    const id = await me.session({ startTime: '13:00', endTime: '14:00', speakerIds: [ada] });
    const attendee = await signedInAttendee(t, { eventId: me.eventId, code });
    const venue = async () => (await t.app.inject({ method: 'GET', url: '/api/venue/event', headers: bearer(attendee.token) })).json().data;
    const content = await venue();
    expect(content.sessions.find((session: { id: number }) => session.id === id).speakerIds).toEqual([ada]);
    expect(content.speakers).toContainEqual({ accountId: ada, displayName: 'Ada Quist', photo: null, company: 'Northwind', jobTitle: '', role: 'speaker' });
    // Ada never signed in, so the directory does not list her; as a speaker her profile is open.
    const profile = await t.app.inject({ method: 'GET', url: `/api/venue/people/${ada}`, headers: bearer(attendee.token) });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().data.sessionIds).toContain(id);
    expect((await attendeesClient(t, token).erase(me.eventId, ada)).statusCode).toBe(200);
    expect((await read(id)).speakerIds).toEqual([]);
    expect((await venue()).speakers.map((speaker: { accountId: number }) => speaker.accountId)).not.toContain(ada);
  });
});
