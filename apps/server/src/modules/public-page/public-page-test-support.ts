import { agendaCategories, agendaSessions, eventDesigns, files, navigationItems, rooms, sessionHosts } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { signedInUser, type SignedInUser } from '../../test/accounts';
import { eventsClient } from '../events/events-test-support';

/** A signed-in organiser with a published event; answers the ids and the code. */
export async function publishedEvent(
  t: TestApp,
  overrides: Record<string, string> = {},
): Promise<{ user: SignedInUser; eventId: number; code: string }> {
  const user = await signedInUser(t);
  const client = eventsClient(t, user.token);
  const eventId = await client.create(overrides);
  const published = await client.post(`/publishEvent/${eventId}`);
  if (published.statusCode !== 200) throw new Error(`publish failed: ${published.body}`);
  return { user, eventId, code: (published.json() as { data: { code: string } }).data.code };
}

/** Writes content rows straight into the tables, as the content screens would have saved them. */
export function contentWriter(t: TestApp, companyId: number, eventId: number) {
  const db = t.database.db;
  return {
    async file(name: string, size = { width: 800, height: 800 }): Promise<number> {
      const [row] = await db
        .insert(files)
        .values({ companyId, storageKey: `key-${name}-${Math.random().toString(36).slice(2)}`, fileName: `${name}.png`, contentType: 'image/png', byteSize: 100, ...size })
        .returning({ id: files.id });
      return row!.id;
    },
    async design(values: Partial<typeof eventDesigns.$inferInsert>): Promise<void> {
      await db.insert(eventDesigns).values({ eventId, primaryColor: '#1c7ed6', backgroundColor: '#f8f9fa', accentColor: '#ffd43b', font: 'system', ...values });
    },
    async room(values: Partial<typeof rooms.$inferInsert>): Promise<number> {
      const [row] = await db.insert(rooms).values({ eventId, type: 'stage', ...values }).returning({ id: rooms.id });
      return row!.id;
    },
    async category(values: Partial<typeof agendaCategories.$inferInsert> & { name: string }): Promise<number> {
      const [row] = await db.insert(agendaCategories).values({ eventId, ...values }).returning({ id: agendaCategories.id });
      return row!.id;
    },
    async session(values: Partial<typeof agendaSessions.$inferInsert> & Pick<typeof agendaSessions.$inferInsert, 'title' | 'day' | 'startTime' | 'endTime'>): Promise<number> {
      const [row] = await db.insert(agendaSessions).values({ eventId, ...values }).returning({ id: agendaSessions.id });
      return row!.id;
    },
    async host(name: string): Promise<number> {
      const [row] = await db.insert(sessionHosts).values({ companyId, name }).returning({ id: sessionHosts.id });
      return row!.id;
    },
    async navigation(items: (Partial<typeof navigationItems.$inferInsert> & { kind: string })[]): Promise<void> {
      await db.insert(navigationItems).values(items.map((item, position) => ({ eventId, position, ...item })));
    },
  };
}
