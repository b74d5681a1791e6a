import { addDays, agendaSchema, eventExportFileSchema } from '@aula/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { eventFields, exportFile } from '../events/events-test-support';
import { AGENDA_TEST_ENV, agendaOrganiser, firstDay, secondDay } from './agenda-test-support';

/** The setup screen's move-or-delete and the export file act on the sessions made through the agenda calls. */
describe('the agenda and the event’s setup, export and import', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(AGENDA_TEST_ENV);
  });
  afterAll(() => t.close());

  const seeded = async () => {
    const me = await agendaOrganiser(t);
    const track = await me.category({ name: 'Talks', nameDe: 'Vorträge', color: '#aa3300' });
    await me.session({ title: 'Opening', categoryId: track, startTime: '09:00', endTime: '09:30' });
    await me.session({ title: 'Lunch', titleDe: 'Mittagessen', day: secondDay(), startTime: '12:00', endTime: '13:00', descriptionEn: '<p>Food <em>and</em> talk</p>' });
    return me;
  };
  const days = async (me: Awaited<ReturnType<typeof seeded>>, eventId = me.eventId) => {
    const agenda = agendaSchema.parse((await me.api.get(`/agenda/${eventId}`)).json().data);
    return [...agenda.categories.flatMap((c) => c.sessions), ...agenda.uncategorized].map((s) => `${s.title}@${s.day}`);
  };

  it('moves the sessions with new dates, and deletes them on request', async () => {
    const me = await seeded();
    expect((await me.api.get(`/event/${me.eventId}`)).json().data.hasSessions).toBe(true);
    const moved = await me.api.save(eventFields({ id: String(me.eventId), startDate: addDays(firstDay(), 3), endDate: addDays(secondDay(), 3), moveSessions: '1' }));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.messageBody).toBe('2 sessions were moved with the new dates.');
    expect(await days(me)).toEqual([`Opening@${addDays(firstDay(), 3)}`, `Lunch@${addDays(secondDay(), 3)}`]);
    const deleted = await me.api.save(eventFields({ id: String(me.eventId), moveSessions: '0' }));
    expect(deleted.json().data.messageBody).toBe('2 sessions were deleted.');
    expect(await days(me)).toEqual([]);
  });

  it('round-trips tracks and sessions with their German texts and descriptions through export and import', async () => {
    const me = await seeded();
    const file = eventExportFileSchema.parse(JSON.parse((await me.api.get(`/exportEvent/${me.eventId}`)).body));
    expect(file.version).toBe(2);
    expect(file.agenda.categories).toEqual([
      {
        name: 'Talks',
        nameDe: 'Vorträge',
        color: '#aa3300',
        sessions: [{ title: 'Opening', titleDe: 'Eröffnung', descriptionEn: '<p>Welcome</p>', descriptionDe: '<p>Willkommen</p>', day: firstDay(), startTime: '09:00', endTime: '09:30' }],
      },
    ]);
    expect(file.agenda.uncategorized).toMatchObject([{ title: 'Lunch', titleDe: 'Mittagessen', descriptionEn: '<p>Food <em>and</em> talk</p>' }]);
    const imported = await me.api.importFile(file);
    expect(imported.statusCode, imported.body).toBe(200);
    const copy = imported.json().data.id;
    expect((await me.api.get(`/exportEvent/${copy}`)).body).toBe((await me.api.get(`/exportEvent/${me.eventId}`)).body);
    const duplicate = (await me.api.post(`/duplicateEvent/${me.eventId}`)).json().data.id;
    expect(await days(me, duplicate)).toEqual(await days(me));
  });

  it('still imports a version 1 file, and sanitises imported descriptions', async () => {
    const me = await agendaOrganiser(t);
    const old = exportFile();
    expect((await me.api.importFile(old)).statusCode).toBe(200);
    const v2 = { ...old, version: 2, agenda: { categories: [], uncategorized: [{ title: 'X', day: firstDay(), startTime: '10:00', endTime: '11:00', descriptionEn: '<img src=x onerror=alert(1)><p>ok</p>' }] } };
    const res = await me.api.importFile(v2);
    expect(res.statusCode, res.body).toBe(200);
    const agenda = agendaSchema.parse((await me.api.get(`/agenda/${res.json().data.id}`)).json().data);
    expect(agenda.uncategorized[0]!.descriptionEn).toBe('<img src="x" /><p>ok</p>');
  });
});
