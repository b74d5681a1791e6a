import { agendaSchema, sessionHostSchema, staticDataSchema } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AGENDA_TEST_ENV, agendaOrganiser, sessionBody } from './agenda-test-support';

describe('the company’s session hosts: rename and delete', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof agendaOrganiser>>;
  let stranger: Awaited<ReturnType<typeof agendaOrganiser>>;
  beforeAll(async () => {
    t = await createTestApp(AGENDA_TEST_ENV);
    me = await agendaOrganiser(t);
    stranger = await agendaOrganiser(t);
  });
  afterAll(() => t.close());

  const hostsOf = async (who = me) => ((await who.api.get('/sessionHosts')).json().data as unknown[]).map((h) => sessionHostSchema.parse(h));
  const sessionsOf = async (eventId: number, who = me) => {
    const agenda = agendaSchema.parse((await who.api.get(`/agenda/${eventId}`)).json().data);
    return [...agenda.categories.flatMap((c) => c.sessions), ...agenda.uncategorized];
  };

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/deleteSessionHost', payload: { host_id: 1 } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/sessionHost', payload: { id: 1, name: 'X' } })).statusCode).toBe(401);
  });

  it('still creates a host without an id or with id 0', async () => {
    const withoutId = await me.api.post('/sessionHost', { name: 'No id', title: '' });
    const withZero = await me.api.post('/sessionHost', { id: 0, name: 'Zero id', title: 'Chair' });
    expect(withoutId.statusCode).toBe(200);
    expect(withZero.statusCode).toBe(200);
    expect(withZero.json().data).toMatchObject({ name: 'Zero id', title: 'Chair' });
    expect(withZero.json().data.id).toBeGreaterThan(withoutId.json().data.id);
  });

  it('renames a host: the list and static data session_host show the new name and title', async () => {
    const id = await me.host('Ada Lovelas', 'Speaker');
    const res = await me.api.post('/sessionHost', { id, name: '  Ada Lovelace ', title: ' Keynote speaker ' });
    expect(res.statusCode).toBe(200);
    expect(sessionHostSchema.strict().parse(res.json().data)).toEqual({ id, name: 'Ada Lovelace', title: 'Keynote speaker' });
    expect((await hostsOf()).find((h) => h.id === id)).toEqual({ id, name: 'Ada Lovelace', title: 'Keynote speaker' });
    const staticData = staticDataSchema.parse((await me.api.get(`/getStaticData/${me.eventId}`)).json().data);
    expect(staticData.session_host).toContainEqual({ value: id, label: 'Ada Lovelace, Keynote speaker' });
  });

  it('deletes a host and takes its id out of every session of the company’s events, keeping the other hosts in order', async () => {
    const keep1 = await me.host('Keep One');
    const gone = await me.host('Gone Host');
    const keep2 = await me.host('Keep Two');
    const secondEvent = await me.api.create();
    const first = await me.session({ title: 'First', startTime: '09:00', endTime: '10:00', hostIds: [keep1, gone, keep2] });
    const onlyGone = await me.session({ title: 'Only gone', startTime: '10:00', endTime: '11:00', hostIds: [gone] });
    const untouched = await me.session({ title: 'Untouched', startTime: '11:00', endTime: '12:00', hostIds: [keep2, keep1] });
    const elsewhere = (await me.api.post('/agendaSession', sessionBody(secondEvent, { hostIds: [gone, keep1] }))).json().data.id as number;

    const res = await me.api.post('/deleteSessionHost', { host_id: gone });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ok: true });

    const sessions = new Map((await sessionsOf(me.eventId)).map((s) => [s.id, s.hostIds]));
    expect(sessions.get(first)).toEqual([keep1, keep2]);
    expect(sessions.get(onlyGone)).toEqual([]);
    expect(sessions.get(untouched)).toEqual([keep2, keep1]);
    expect((await sessionsOf(secondEvent)).find((s) => s.id === elsewhere)!.hostIds).toEqual([keep1]);
    expect((await hostsOf()).some((h) => h.id === gone)).toBe(false);
    // Gone is gone: deleting again or renaming it answers like a missing host.
    expect((await me.api.post('/deleteSessionHost', { host_id: gone })).statusCode).toBe(404);
    expect((await me.api.post('/sessionHost', { id: gone, name: 'Back' })).statusCode).toBe(404);
  });

  it('answers another company’s host exactly like a missing one, and changes nothing', async () => {
    const foreign = await stranger.host('Grace Hopper', 'Admiral');
    const ownOfStranger = await stranger.host('Other Guest');
    await stranger.session({ title: 'Stranger’s talk', hostIds: [foreign, ownOfStranger] });
    const missing = 999_999;

    const renameForeign = await me.api.post('/sessionHost', { id: foreign, name: 'Taken over', title: '' });
    const renameMissing = await me.api.post('/sessionHost', { id: missing, name: 'Taken over', title: '' });
    expect(renameForeign.statusCode).toBe(404);
    expect(renameForeign.json()).toEqual(renameMissing.json());

    const deleteForeign = await me.api.post('/deleteSessionHost', { host_id: foreign });
    const deleteMissing = await me.api.post('/deleteSessionHost', { host_id: missing });
    expect(deleteForeign.statusCode).toBe(404);
    expect(deleteForeign.json()).toEqual(deleteMissing.json());

    expect((await hostsOf(stranger)).find((h) => h.id === foreign)).toEqual({ id: foreign, name: 'Grace Hopper', title: 'Admiral' });
    expect((await sessionsOf(stranger.eventId, stranger)).find((s) => s.title === 'Stranger’s talk')!.hostIds).toEqual([foreign, ownOfStranger]);
  });

  it('refuses an update without a name, a too long title and a bad id or host_id with field keys', async () => {
    const id = await me.host('Valid Name', 'Valid title');
    const noName = await me.api.post('/sessionHost', { id, name: '   ', title: 'x'.repeat(151) });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.fields).toEqual({ name: 'validation.required', title: 'validation.max_150' });

    const badId = await me.api.post('/sessionHost', { id: -3, name: 'Someone' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.fields).toEqual({ id: 'validation.invalid' });

    for (const body of [{}, { host_id: 0 }, { host_id: 'abc' }, { host_id: 1.5 }]) {
      const res = await me.api.post('/deleteSessionHost', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields).toEqual({ host_id: 'validation.invalid' });
    }
    expect((await hostsOf()).find((h) => h.id === id)).toEqual({ id, name: 'Valid Name', title: 'Valid title' });
  });
});

