import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { analyticsGeneralSchema, analyticsRoomsSchema } from '@aula/shared';
import { events } from '../../db/schema';
import { signedInUser } from '../../test/accounts';
import { analyticsTestApp, analyticsGet } from '../../test/analytics-seed';
import { readCsv, readXlsx } from '../../http/table-export/table-export-test-support';
import { attendeeAccount, publishedEvent } from '../attendee-auth/attendee-test-support';
import { roomsClient } from '../rooms/rooms-test-support';
import { createMinuteRepository } from './minute-repository';

const NOTHING = { visits: 0, uniqueVisitors: 0, presentMinutes: 0, averageMinutes: null, engagementRate: null, messages: 0, questions: 0, votes: 0, busyHours: [] };

/** The Rooms screen: visits, unique visitors, time spent, engagement and busy hours per room, and its export. */
describe('the analytics Rooms screen', () => {
  const fixture = analyticsTestApp();
  let lounge: number;

  beforeAll(async () => {
    lounge = await roomsClient(fixture.t, fixture.seeded.organiser.token).createRoom(fixture.seeded.eventId, { type: 'networking', nameEn: 'Lounge', nameDe: 'Lounge' });
    // In the lounge on the second day of the event's zone (01:30 to 01:32 there): Ben twice with a minute away, Ada in between.
    const { eventId } = fixture.seeded;
    const { ada, ben } = fixture.seeded.accounts;
    const minutes = createMinuteRepository(fixture.t.database.db);
    for (const [minute, accountId] of [['2026-12-03T23:30:00Z', ben], ['2026-12-03T23:31:00Z', ada], ['2026-12-03T23:32:00Z', ben]] as const) {
      await minutes.writeBatch({
        instance: 'lounge',
        minute: new Date(minute),
        part: 0,
        accounts: [{ eventId, accountId, presentSeconds: 60, visibleSeconds: 60 }],
        rooms: [{ eventId, accountId, roomId: lounge, presentSeconds: 60, visibleSeconds: 60, playingSeconds: 0 }],
      });
    }
  });

  const rooms = (query = '', lang: 'en' | 'de' = 'en') => fixture.read('analyticsRooms', analyticsRoomsSchema, query, lang);
  const stage = () => ({
    roomId: fixture.seeded.stage,
    roomName: 'Main stage',
    visits: 2,
    uniqueVisitors: 2,
    presentMinutes: 3,
    averageMinutes: 1.5,
    engagementRate: 0.5,
    messages: 1,
    questions: 0,
    votes: 0,
    busyHours: [{ hour: 12, visitors: 2 }],
  });
  const loungeFigures = () => ({
    roomId: lounge,
    roomName: 'Lounge',
    visits: 3,
    uniqueVisitors: 2,
    presentMinutes: 3,
    averageMinutes: 1.5,
    engagementRate: 0,
    messages: 0,
    questions: 0,
    votes: 0,
    busyHours: [{ hour: 1, visitors: 2 }],
  });

  it('answers the whole event: visits as runs of minutes, hours of the day in the event’s zone', async () => {
    expect(await rooms()).toEqual({ period: { timezoneOffset: 120, days: ['2026-12-03', '2026-12-04'], day: null }, rooms: [stage(), loungeFigures()] });
  });

  it('answers each day with only what happened on it', async () => {
    expect((await rooms('?day=2026-12-03')).rooms).toEqual([stage(), { roomId: lounge, roomName: 'Lounge', ...NOTHING }]);
    expect((await rooms('?day=2026-12-04', 'de')).rooms).toEqual([{ roomId: fixture.seeded.stage, roomName: 'Hauptbühne', ...NOTHING }, loungeFigures()]);
  });

  it('answers an event nobody visited yet with its rooms at zero, and one without rooms with none', async () => {
    const { eventId } = await publishedEvent(fixture.t, fixture.seeded.organiser.token, { name: 'Quiet' });
    expect((await analyticsGet(fixture.t, fixture.seeded.organiser.token, `/analyticsRooms/${eventId}`)).json()).toMatchObject({ data: { rooms: [] } });
    const hall = await roomsClient(fixture.t, fixture.seeded.organiser.token).createRoom(eventId, { nameEn: 'Hall', nameDe: 'Halle' });
    expect((await analyticsGet(fixture.t, fixture.seeded.organiser.token, `/analyticsRooms/${eventId}`)).json()).toMatchObject({
      data: { rooms: [{ roomId: hall, roomName: 'Hall', ...NOTHING }] },
    });
  });

  it('names the hours of a zone half an hour off UTC by the zone’s hour they start in', async () => {
    const { eventId } = await publishedEvent(fixture.t, fixture.seeded.organiser.token, { name: 'Mumbai' });
    await fixture.t.database.db.update(events).set({ timezoneOffset: 330, startDate: '2026-12-03', endDate: '2026-12-03' }).where(eq(events.id, eventId));
    const hall = await roomsClient(fixture.t, fixture.seeded.organiser.token).createRoom(eventId, { nameEn: 'Hall', nameDe: 'Halle' });
    const accountId = (await attendeeAccount(fixture.t, eventId)).id;
    // 04:10 UTC is 09:40 at UTC+05:30: the UTC hour from 04:00 runs from 09:30 to 10:30 there.
    await createMinuteRepository(fixture.t.database.db).writeBatch({
      instance: 'mumbai',
      minute: new Date('2026-12-03T04:10:00Z'),
      part: 0,
      accounts: [{ eventId, accountId, presentSeconds: 60, visibleSeconds: 60 }],
      rooms: [{ eventId, accountId, roomId: hall, presentSeconds: 60, visibleSeconds: 60, playingSeconds: 0 }],
    });
    const rooms = analyticsRoomsSchema.parse((await analyticsGet(fixture.t, fixture.seeded.organiser.token, `/analyticsRooms/${eventId}?day=2026-12-03`)).json().data);
    expect(rooms.rooms[0]!.busyHours).toEqual([{ hour: 9, visitors: 1 }]);
    const general = analyticsGeneralSchema.parse((await analyticsGet(fixture.t, fixture.seeded.organiser.token, `/analyticsGeneral/${eventId}?day=2026-12-03`)).json().data);
    expect(general.byHour).toEqual([{ at: '2026-12-03T04:00:00.000Z', attendees: 1 }]);
  });

  it('writes the rooms as CSV and XLSX with the busiest hour in the event’s zone', async () => {
    const csv = await analyticsGet(fixture.t, fixture.seeded.organiser.token, `/analyticsExport/${fixture.seeded.eventId}/rooms/csv`, 'de');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('summit-analytics-rooms.csv');
    expect(readCsv(csv.rawPayload, 'de')).toEqual([
      [
        'Raum',
        'Besuche',
        'Eindeutige Besuchende',
        'Verweildauer (Minuten)',
        'Durchschnittliche Minuten pro besuchender Person',
        'Engagement-Rate',
        'Nachrichten',
        'Fragen',
        'Stimmen',
        'Stärkste Stunde',
      ],
      ['Hauptbühne', '2', '2', '3', '1,5', '50%', '1', '0', '0', '12:00'],
      ['Lounge', '3', '2', '3', '1,5', '0%', '0', '0', '0', '01:00'],
    ]);
    const xlsx = await analyticsGet(fixture.t, fixture.seeded.organiser.token, `/analyticsExport/${fixture.seeded.eventId}/rooms/xlsx?day=2026-12-04`);
    expect((await readXlsx(xlsx.rawPayload)).slice(1)).toEqual([
      ['Main stage', 0, 0, 0, null, null, 0, 0, 0, null],
      ['Lounge', 3, 2, 3, 1.5, 0, 0, 0, 0, '01:00'],
    ]);
  });

  it("answers another company's event as a missing one and refuses a day outside the event", async () => {
    const stranger = await signedInUser(fixture.t);
    expect((await analyticsGet(fixture.t, stranger.token, `/analyticsRooms/${fixture.seeded.eventId}`)).statusCode).toBe(404);
    expect((await analyticsGet(fixture.t, stranger.token, `/analyticsExport/${fixture.seeded.eventId}/rooms/csv`)).statusCode).toBe(404);
    const outside = await analyticsGet(fixture.t, fixture.seeded.organiser.token, `/analyticsRooms/${fixture.seeded.eventId}?day=2026-12-05`, 'de');
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({ error: { message: 'Wählen Sie einen der Tage des Events oder das ganze Event.', fields: { day: 'validation.analytics_day_outside' } } });
  });
});
