import { agendaSchema, agendaSessionSchema, sessionHostSchema, staticDataSchema } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AGENDA_TEST_ENV, agendaOrganiser, firstDay, secondDay, sessionBody } from './agenda-test-support';

describe('the agenda calls: tracks, sessions, hosts', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof agendaOrganiser>>;
  beforeAll(async () => {
    t = await createTestApp(AGENDA_TEST_ENV);
    me = await agendaOrganiser(t);
  });
  afterAll(() => t.close());

  const agenda = async (eventId = me.eventId) => agendaSchema.parse((await me.api.get(`/agenda/${eventId}`)).json().data);

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/agenda/${me.eventId}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/agendaSession', payload: sessionBody(me.eventId) })).statusCode).toBe(401);
  });

  it('creates, renames and deletes a track; its sessions stay without a track', async () => {
    const id = await me.category({ name: 'Workshops', nameDe: 'Workshops DE', color: '#0044AA' });
    expect((await agenda()).categories.find((c) => c.id === id)).toEqual({ id, name: 'Workshops', nameDe: 'Workshops DE', color: '#0044aa', sessions: [] });
    const renamed = await me.api.post('/agendaCategory', { id, eventId: me.eventId, name: 'Labs', nameDe: 'Labore', color: '#112233' });
    expect(renamed.json().data).toEqual({ id });
    const sessionId = await me.session({ categoryId: id, title: 'Lab one', startTime: '11:00', endTime: '12:00' });
    expect((await agenda()).categories.find((c) => c.id === id)!.sessions.map((s) => s.title)).toEqual(['Lab one']);
    expect((await me.api.post('/deleteAgendaCategory', { id })).statusCode).toBe(200);
    const after = await agenda();
    expect(after.categories.some((c) => c.id === id)).toBe(false);
    expect(after.uncategorized.find((s) => s.id === sessionId)).toMatchObject({ title: 'Lab one', categoryId: null });
    expect((await me.api.post('/deleteAgendaCategory', { id })).statusCode).toBe(404);
  });

  it('refuses a track without a name or with a colour that is not #rrggbb', async () => {
    const res = await me.api.post('/agendaCategory', { id: 0, eventId: me.eventId, name: ' ', color: 'red' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ name: 'validation.required', color: 'validation.invalid_color' });
  });

  it('creates a session with every field, reads it back, updates and deletes it', async () => {
    const room = await me.room('Main hall', 'Großer Saal');
    const host = await me.host();
    const category = await me.category();
    const id = await me.session({
      title: 'Keynote',
      titleDe: 'Grundsatzrede',
      descriptionEn: '<p onclick="x()">Hello <script>alert(1)</script><strong>all</strong> <a href="javascript:alert(1)">x</a></p>',
      day: secondDay(),
      startTime: '10:00',
      endTime: '11:30',
      roomId: room,
      hostIds: [host, host],
      categoryId: category,
    });
    const read = await me.api.get(`/agendaSession/${me.eventId}/${id}`);
    expect(read.statusCode).toBe(200);
    expect(agendaSessionSchema.strict().parse(read.json().data)).toEqual({
      id,
      title: 'Keynote',
      titleDe: 'Grundsatzrede',
      descriptionEn: '<p>Hello <strong>all</strong> <a rel="noopener noreferrer nofollow">x</a></p>',
      descriptionDe: '<p>Willkommen</p>',
      day: secondDay(),
      startTime: '10:00',
      endTime: '11:30',
      roomId: room,
      hostIds: [host],
      speakerIds: [],
      categoryId: category,
    });
    const update = await me.api.post('/agendaSession', sessionBody(me.eventId, { id, title: 'Keynote 2', day: secondDay(), startTime: '12:00', endTime: '13:00', roomId: room }));
    expect(update.statusCode, update.body).toBe(200);
    expect((await me.api.get(`/agendaSession/${me.eventId}/${id}`)).json().data).toMatchObject({ title: 'Keynote 2', startTime: '12:00', categoryId: null, hostIds: [] });
    expect((await me.api.post('/deleteAgendaSession', { id })).statusCode).toBe(200);
    expect((await me.api.get(`/agendaSession/${me.eventId}/${id}`)).statusCode).toBe(404);
    expect((await me.api.post('/deleteAgendaSession', { id })).statusCode).toBe(404);
  });

  it.each([
    ['a day before the event', { day: '2020-01-01' }, { day: 'validation.session_outside_event' }],
    ['before the start time on the first day', { startTime: '08:00', endTime: '09:30' }, { startTime: 'validation.session_outside_event' }],
    ['past the end on the last day', () => ({ day: secondDay(), startTime: '16:00', endTime: '18:00' }), { endTime: 'validation.session_outside_event' }],
    ['ending before it starts', { startTime: '11:00', endTime: '10:00' }, { endTime: 'validation.session_ends_before_start' }],
    ['a time that is not HH:mm', { startTime: '9am' }, { startTime: 'validation.invalid_time' }],
    ['no title', { title: '' }, { title: 'validation.required' }],
  ])('refuses a session %s with the rule’s key', async (_name, overrides, fields) => {
    const body = sessionBody(me.eventId, typeof overrides === 'function' ? overrides() : overrides);
    const res = await me.api.post('/agendaSession', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual(fields);
  });

  it('refuses an overlap in the same room unless confirmed, naming the other session', async () => {
    const room = await me.room('Studio');
    await me.session({ title: 'Panel', titleDe: 'Podium', roomId: room, startTime: '13:00', endTime: '14:00' });
    const clash = sessionBody(me.eventId, { title: 'Clash', roomId: room, startTime: '13:30', endTime: '14:30' });
    const refused = await me.api.post('/agendaSession', clash);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'session_overlaps',
      message: 'This session overlaps “Panel” in the same room.',
      fields: { startTime: 'validation.session_overlaps' },
    });
    const german = await t.app.inject({ method: 'POST', url: '/api/agendaSession', headers: { authorization: `Bearer ${me.api.token}`, 'accept-language': 'de' }, payload: clash });
    expect(german.json().error.message).toBe('Diese Session überschneidet sich mit „Podium“ im selben Raum.');
    // Touching ends, another room, or no room at all are fine.
    expect((await me.api.post('/agendaSession', { ...clash, startTime: '14:00', endTime: '15:00' })).statusCode).toBe(200);
    expect((await me.api.post('/agendaSession', { ...clash, roomId: null })).statusCode).toBe(200);
    expect((await me.api.post('/agendaSession', { ...clash, allowOverlap: true })).statusCode).toBe(200);
  });

  it('refuses a room of another event, a track of another event and a host of another company as missing', async () => {
    const otherEvent = await me.api.create({ name: 'Other' });
    const foreignRoom = await me.room('Elsewhere', '', otherEvent);
    const foreignCategory = (await me.api.post('/agendaCategory', { id: 0, eventId: otherEvent, name: 'X', color: '#000000' })).json().data.id;
    const stranger = await agendaOrganiser(t);
    const foreignHost = await stranger.host('Grace Hopper');
    for (const overrides of [{ roomId: foreignRoom }, { categoryId: foreignCategory }, { hostIds: [foreignHost] }, { roomId: 999999 }]) {
      const res = await me.api.post('/agendaSession', sessionBody(me.eventId, overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(404);
    }
    const sessionOfOther = await me.session({ title: 'Elsewhere' });
    // A session id read or saved through the wrong event is missing too.
    expect((await me.api.get(`/agendaSession/${otherEvent}/${sessionOfOther}`)).statusCode).toBe(404);
    expect((await me.api.post('/agendaSession', sessionBody(otherEvent, { id: sessionOfOther }))).statusCode).toBe(404);
  });

  it('answers 404 for every call with another company’s ids, exactly like a missing id', async () => {
    const stranger = await agendaOrganiser(t);
    const category = await me.category();
    const session = await me.session({ title: 'Mine', startTime: '15:00', endTime: '15:30' });
    const calls = [
      stranger.api.get(`/agenda/${me.eventId}`),
      stranger.api.get(`/agenda/${me.eventId}/ical`),
      stranger.api.get(`/agendaSession/${me.eventId}/${session}`),
      stranger.api.post('/agendaCategory', { id: 0, eventId: me.eventId, name: 'X', color: '#000000' }),
      stranger.api.post('/agendaCategory', { id: category, eventId: me.eventId, name: 'X', color: '#000000' }),
      stranger.api.post('/agendaCategory', { id: category, eventId: stranger.eventId, name: 'X', color: '#000000' }),
      stranger.api.post('/deleteAgendaCategory', { id: category }),
      stranger.api.post('/agendaSession', sessionBody(me.eventId)),
      stranger.api.post('/agendaSession', sessionBody(stranger.eventId, { id: session })),
      stranger.api.post('/agendaSession', sessionBody(stranger.eventId, { categoryId: category })),
      stranger.api.post('/deleteAgendaSession', { id: session }),
      stranger.api.get(`/getStaticData/${me.eventId}`),
    ];
    const missing = await stranger.api.get('/agenda/99999999');
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual(missing.json());
    }
    expect((await me.api.get(`/agendaSession/${me.eventId}/${session}`)).json().data.title).toBe('Mine');
    expect((await agenda()).categories.some((c) => c.id === category)).toBe(true);
  });

  it('lists the company’s hosts, and static data session_host holds them for this company only', async () => {
    const org = await agendaOrganiser(t);
    const ada = await org.host('Ada Lovelace', 'Keynote speaker');
    const bob = await org.host('Bob Builder', '');
    const hosts = (await org.api.get('/sessionHosts')).json().data.map((h: unknown) => sessionHostSchema.parse(h));
    expect(hosts).toEqual([
      { id: ada, name: 'Ada Lovelace', title: 'Keynote speaker' },
      { id: bob, name: 'Bob Builder', title: '' },
    ]);
    for (const url of ['/getStaticData', `/getStaticData/${org.eventId}`]) {
      expect(staticDataSchema.parse((await org.api.get(url)).json().data).session_host).toEqual([
        { value: ada, label: 'Ada Lovelace, Keynote speaker' },
        { value: bob, label: 'Bob Builder' },
      ]);
    }
    const stranger = await agendaOrganiser(t);
    expect(staticDataSchema.parse((await stranger.api.get('/getStaticData')).json().data).session_host).toEqual([]);
    expect((await stranger.api.get('/sessionHosts')).json().data).toEqual([]);
    const empty = await org.api.post('/sessionHost', { name: '  ', title: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ name: 'validation.required' });
  });

  it('lists tracks in order with sessions in time order, and the sessions without a track', async () => {
    const org = await agendaOrganiser(t);
    const a = await org.category({ name: 'A' });
    const b = await org.category({ name: 'B' });
    await org.session({ title: 'late', categoryId: a, startTime: '15:00', endTime: '16:00' });
    await org.session({ title: 'early', categoryId: a, startTime: '09:00', endTime: '10:00' });
    await org.session({ title: 'next day', categoryId: b, day: secondDay(), startTime: '09:00', endTime: '10:00' });
    await org.session({ title: 'free', day: firstDay(), startTime: '12:00', endTime: '13:00' });
    const result = agendaSchema.strict().parse((await org.api.get(`/agenda/${org.eventId}`)).json().data);
    expect(result.categories.map((c) => [c.name, c.sessions.map((s) => s.title)])).toEqual([
      ['A', ['early', 'late']],
      ['B', ['next day']],
    ]);
    expect(result.uncategorized.map((s) => s.title)).toEqual(['free']);
  });
});
