// Seeding shared by the events benchmarks: 10,000 varied events of one company, inserted straight
// into the database, because creating them one call at a time would take longer than measuring.
import { addDays, eventSetupFieldsSchema, timeZoneOffsets } from '@aula/shared';
import { openDatabase, type DatabaseTarget } from '../apps/server/src/db/client';
import { events } from '../apps/server/src/db/schema';
import { storedFields } from '../apps/server/src/modules/events/fields';
import { drawPublishCode } from '../apps/server/src/modules/events/publish-code';
import type { RunningApp } from './support';

export const EVENT_COUNT = 10_000;
const INSERT_CHUNK = 1_000;
const CITIES = ['Hamburg', 'Berlin', 'München', 'Wien', 'Zürich', 'Lyon', 'Online'];

/**
 * Inserts `EVENT_COUNT` events for one company: dates over two years, every offered zone, several
 * cities, both languages, a third published with unique codes. Returns the ms it took.
 */
export async function seedEvents(target: DatabaseTarget, companyId: number): Promise<number> {
  const startedAt = performance.now();
  const database = await openDatabase(target);
  const zones = timeZoneOffsets();
  const codes = new Set<string>();
  const rows = Array.from({ length: EVENT_COUNT }, (_, i) => {
    const startDate = addDays('2026-01-01', (i * 7) % 730);
    const city = CITIES[i % CITIES.length]!;
    const fields = eventSetupFieldsSchema.parse({
      name: `Bench event ${String(i).padStart(5, '0')}`,
      startDate,
      startTime: '09:00',
      endDate: addDays(startDate, i % 4),
      endTime: '17:00',
      closingDate: addDays(startDate, 31),
      closingTime: '17:00',
      location: city,
      address: [{ type: 'locality', name: city }],
      language: i % 2 ? 'de' : 'en',
      timezone: zones[i % zones.length],
    });
    let code: string | null = null;
    if (i % 3 === 0) {
      do code = drawPublishCode();
      while (codes.has(code));
      codes.add(code);
    }
    return { ...storedFields(fields), companyId, code, originalStartDate: fields.startDate, originalStartTime: fields.startTime };
  });
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) await database.db.insert(events).values(rows.slice(i, i + INSERT_CHUNK));
  await database.close();
  return performance.now() - startedAt;
}

/** The company of the signed-in user, to seed events into. */
export async function companyOf(app: RunningApp, token: string): Promise<number> {
  const res = await fetch(`${app.url}/api/getUserInfo`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: { company_id: number } }).data.company_id;
}
