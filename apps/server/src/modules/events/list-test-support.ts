import { addDays, type EventListPage } from '@aula/shared';
import type { Database } from '../../db/client';
import { storedFields } from './fields';
import { createEventsRepository } from './repository';

/** An event as the list tests place it: dates, times and zone decide its instants as a save would. */
export type ListEvent = {
  name: string;
  location?: string;
  startDate: string;
  startTime?: string;
  endDate: string;
  endTime?: string;
  /** Minutes east of UTC. */
  timezone?: number;
  closingDate?: string;
  closingTime?: string;
  code?: string;
};

/**
 * Stores events of a company straight through the repository, with the instants derived exactly
 * as POST /api/event derives them; a code publishes the event. Answers the new ids in order.
 */
export async function storeListEvents(db: Database, companyId: number, list: readonly ListEvent[]): Promise<number[]> {
  const repository = createEventsRepository(db);
  const ids: number[] = [];
  for (const event of list) {
    const row = await repository.insert({
      ...storedFields({
        name: event.name,
        location: event.location ?? 'Online',
        address: [],
        language: 'en',
        timezone: event.timezone ?? 0,
        conditions: '',
        startDate: event.startDate,
        startTime: event.startTime ?? '10:00',
        endDate: event.endDate,
        endTime: event.endTime ?? '17:00',
        closingDate: event.closingDate ?? addDays(event.endDate, 20),
        closingTime: event.closingTime ?? '17:00',
      }),
      companyId,
      image: null,
      originalStartDate: event.startDate,
      originalStartTime: event.startTime ?? '10:00',
    });
    // Seeds publish past any plan's limit: the limit's own tests are in the plan-limits module.
    if (event.code) await repository.publish(row, new Date(), { check: () => {}, drawCode: () => event.code!, attempts: 1 });
    ids.push(row.id);
  }
  return ids;
}

/** The names on a page, in the order shown. */
export const namesOf = (page: EventListPage) => page.rows.map((row) => row.name);
