import {
  PAGE_SIZE,
  eventListConditions,
  eventListFacts,
  eventListQuerySchema,
  matchesEventList,
  type EventListItem,
  type EventListPage,
} from '@aula/shared';

/**
 * GET /api/eventsPage as the server answers it, over events held in memory and with the same
 * shared rules, so that component tests exercise real filtering.
 */
export function fakeEventsPage(events: readonly EventListItem[], query: URLSearchParams, nowMs = Date.now()): EventListPage {
  const parsed = eventListQuerySchema.parse(Object.fromEntries(query));
  const conditions = eventListConditions(parsed, nowMs);
  const matching = events
    .map((event) => ({ event, facts: eventListFacts(event) }))
    .filter(({ facts }) => matchesEventList(facts, conditions))
    .sort((a, b) => b.facts.startAt - a.facts.startAt || b.event.id - a.event.id)
    .map(({ event }) => event);
  const page = Math.min(parsed.page, Math.max(1, Math.ceil(matching.length / PAGE_SIZE)));
  return {
    rows: matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    page,
    pageSize: PAGE_SIZE,
    total: matching.length,
    companyTotal: events.length,
    now: new Date(nowMs).toISOString(),
  };
}
