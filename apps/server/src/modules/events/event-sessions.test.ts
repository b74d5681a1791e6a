import { addDays, agendaSchema } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser } from '../../test/accounts';
import { EVENTS_TEST_ENV, eventFields, eventsClient, exportFile, inDays, type EventsClient } from './events-test-support';

/** docs/rules/events.md#moving-or-deleting-sessions: saving changed dates with sessions in the agenda asks whether to move or delete them. */
describe('POST /api/event with an agenda: move or delete the sessions', () => {
  let t: TestApp;
  let api: EventsClient;

  beforeAll(async () => {
    t = await createTestApp(EVENTS_TEST_ENV);
    api = eventsClient(t, (await signedInUser(t)).token);
  });
  afterAll(() => t.close());

  const start = inDays(10);
  const importedEvent = async (): Promise<number> => {
    const res = await api.importFile(exportFile());
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id;
  };
  const sessionDays = async (id: number) =>
    agendaSchema
      .parse((await api.get(`/agenda/${id}`)).json().data)
      .categories.flatMap((c) => c.sessions.map((s) => `${c.name}/${s.title}@${s.day}`));
  const sameEvent = (id: number, overrides: Record<string, string> = {}) =>
    eventFields({
      id: String(id),
      name: 'Imported Summit',
      startDate: start,
      endDate: addDays(start, 1),
      closingDate: addDays(start, 20),
      location: 'Leipzig',
      timezone: '-330',
      language: 'de',
      ...overrides,
    });

  it('lists the categories with their sessions in order', async () => {
    const id = await importedEvent();
    const agenda = agendaSchema.parse((await api.get(`/agenda/${id}`)).json().data);
    expect(agenda.categories.map((c) => [c.name, c.color, c.sessions.map((s) => [s.title, s.day, s.startTime, s.endTime, s.roomId])])).toEqual([
      [
        'Main stage',
        '#aa3300',
        [
          ['Opening', start, '09:00', '09:30', null],
          ['Keynote', start, '10:00', '11:00', null],
        ],
      ],
      ['Workshops', '#0044aa', [['Hands on', addDays(start, 1), '13:00', '15:00', null]]],
    ]);
    expect((await api.get(`/event/${id}`)).json().data.hasSessions).toBe(true);
  });

  it('answers 409 sessions_need_decision when the dates move without a decision, and changes nothing', async () => {
    const id = await importedEvent();
    const res = await api.save(sameEvent(id, { startDate: addDays(start, 2), endDate: addDays(start, 3) }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'sessions_need_decision' });
    expect((await api.get(`/event/${id}`)).json().data.startDate).toBe(start);
    const timeOnly = await api.save(sameEvent(id, { startTime: '08:00' }));
    expect(timeOnly.statusCode).toBe(409);
  });

  it('saves other changes without asking', async () => {
    const id = await importedEvent();
    const res = await api.save(sameEvent(id, { name: 'Renamed' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id });
    expect(await sessionDays(id)).toHaveLength(3);
  });

  it('moves every session by the start day delta when moveSessions is 1', async () => {
    const id = await importedEvent();
    const res = await api.save(sameEvent(id, { startDate: addDays(start, 2), endDate: addDays(start, 3), moveSessions: '1' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id, messageTitle: 'Sessions moved', messageBody: '3 sessions were moved with the new dates.' });
    expect(await sessionDays(id)).toEqual([
      `Main stage/Opening@${addDays(start, 2)}`,
      `Main stage/Keynote@${addDays(start, 2)}`,
      `Workshops/Hands on@${addDays(start, 3)}`,
    ]);
    const back = await api.save(sameEvent(id, { moveSessions: '1' }));
    expect(back.statusCode).toBe(200);
    expect(await sessionDays(id)).toEqual([`Main stage/Opening@${start}`, `Main stage/Keynote@${start}`, `Workshops/Hands on@${addDays(start, 1)}`]);
  });

  it('deletes the sessions, keeping the categories, when moveSessions is 0', async () => {
    const id = await importedEvent();
    const res = await api.save(sameEvent(id, { endDate: addDays(start, 2), moveSessions: '0' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id, messageTitle: 'Sessions deleted', messageBody: '3 sessions were deleted.' });
    const agenda = agendaSchema.parse((await api.get(`/agenda/${id}`)).json().data);
    expect(agenda.categories.map((c) => [c.name, c.sessions.length])).toEqual([
      ['Main stage', 0],
      ['Workshops', 0],
    ]);
    expect((await api.get(`/event/${id}`)).json().data).toMatchObject({ hasSessions: false, endDate: addDays(start, 2) });
    // Without sessions the dates move without asking.
    expect((await api.save(sameEvent(id, { endDate: addDays(start, 3) }))).statusCode).toBe(200);
  });

  it('answers the decision messages in the user language', async () => {
    await t.app.inject({ method: 'POST', url: '/api/setLanguage', headers: { authorization: `Bearer ${api.token}` }, payload: { lang: 'de' } });
    const id = await importedEvent();
    const res = await api.save(sameEvent(id, { startDate: addDays(start, 1), endDate: addDays(start, 2), moveSessions: '1' }));
    expect(res.json().data).toEqual({ id, messageTitle: 'Sessions verschoben', messageBody: '3 Sessions wurden mit den neuen Daten verschoben.' });
    const refused = await api.save(sameEvent(id, { startDate: addDays(start, 3), endDate: addDays(start, 4) }), { 'accept-language': 'de' });
    expect(refused.json().error.message).toMatch(/^Die Agenda enthält Sessions/);
  });
});
