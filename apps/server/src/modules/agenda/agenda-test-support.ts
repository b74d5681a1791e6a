import { addDays } from '@aula/shared';
import { rooms } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { signedInUser } from '../../test/accounts';
import { EVENTS_TEST_ENV, eventsClient, inDays, type EventsClient } from '../events/events-test-support';

export { EVENTS_TEST_ENV as AGENDA_TEST_ENV };

/** The first day of the test events: ten days ahead; they run 09:00 on it to 17:00 the next day, UTC+01:00. */
export const firstDay = () => inDays(10);
export const secondDay = () => addDays(inDays(10), 1);

/** A session body valid for the test event, with overrides. */
export function sessionBody(eventId: number, overrides: Record<string, unknown> = {}) {
  return {
    id: 0,
    eventId,
    title: 'Opening',
    titleDe: 'Eröffnung',
    descriptionEn: '<p>Welcome</p>',
    descriptionDe: '<p>Willkommen</p>',
    day: firstDay(),
    startTime: '09:00',
    endTime: '10:00',
    roomId: null,
    hostIds: [],
    categoryId: null,
    ...overrides,
  };
}

/** A signed-in organiser with an event, and the agenda calls. */
export async function agendaOrganiser(t: TestApp) {
  const api: EventsClient = eventsClient(t, (await signedInUser(t)).token);
  const eventId = await api.create();
  const ok = async (res: Awaited<ReturnType<EventsClient['post']>>) => {
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  return {
    api,
    eventId,
    /** Adds a room to an event directly (the rooms module owns its API). */
    async room(nameEn: string, nameDe = '', forEvent = eventId): Promise<number> {
      const [row] = await t.database.db.insert(rooms).values({ eventId: forEvent, type: 'stage', nameEn, nameDe }).returning({ id: rooms.id });
      return row!.id;
    },
    async category(overrides: Record<string, unknown> = {}): Promise<number> {
      return (await ok(await api.post('/agendaCategory', { id: 0, eventId, name: 'Main stage', nameDe: 'Hauptbühne', color: '#AA3300', ...overrides }))).id;
    },
    async session(overrides: Record<string, unknown> = {}): Promise<number> {
      return (await ok(await api.post('/agendaSession', sessionBody(eventId, overrides)))).id;
    },
    async host(name = 'Ada Lovelace', title = 'Keynote speaker'): Promise<number> {
      return (await ok(await api.post('/sessionHost', { name, title }))).id;
    },
  };
}
