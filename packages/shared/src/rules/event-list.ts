import type { EventStatus, EventTimeTab } from '../schemas/event-fields';
import { eventEndInstant, eventStartInstant } from './event-dates';

/**
 * What the events list filters on, per event. Instants are epoch ms; dates are the event's own
 * `YYYY-MM-DD` calendar days; `searchText` is what the search box looks through.
 */
export type EventListFacts = {
  startAt: number;
  endAt: number;
  closingAt: number;
  code: string | null;
  startDate: string;
  endDate: string;
  searchText: string;
};

export type Comparison = '<' | '<=' | '>' | '>=';

/**
 * One test an event must pass to stay in the list. The tabs, the status filter, the date ranges
 * and the search all reduce to these; the pure rules below evaluate them in memory and the server
 * turns each into a WHERE clause, so both read the same definition.
 */
export type EventListCondition =
  | { kind: 'instant'; field: 'startAt' | 'endAt' | 'closingAt'; op: Comparison; value: number }
  | { kind: 'date'; field: 'startDate' | 'endDate'; op: '>=' | '<='; value: string }
  | { kind: 'code'; present: boolean }
  | { kind: 'search'; needle: string };

/** What narrows the list: the tab, the search text and the advanced filter (docs/rules/events.md#events-list). */
export type EventListFilter = {
  tab: EventTimeTab;
  q: string;
  startFrom?: string;
  startTo?: string;
  endFrom?: string;
  endTo?: string;
  status?: EventStatus;
};

const TIME_TABS = ['upcoming', 'current', 'past'] as const;
const STATUSES = ['closed', 'published', 'draft'] as const;

/** Time tabs (docs/rules/events.md#time-tabs): upcoming starts after now; current has started and not ended; past has ended. */
export function timeTabConditions(tab: EventTimeTab, nowMs: number): EventListCondition[] {
  switch (tab) {
    case 'all':
      return [];
    case 'upcoming':
      return [{ kind: 'instant', field: 'startAt', op: '>', value: nowMs }];
    case 'current':
      return [
        { kind: 'instant', field: 'startAt', op: '<=', value: nowMs },
        { kind: 'instant', field: 'endAt', op: '>=', value: nowMs },
      ];
    case 'past':
      return [{ kind: 'instant', field: 'endAt', op: '<', value: nowMs }];
  }
}

/** Status (docs/rules/events.md#states): closed once the closing instant has passed; otherwise published with a code, draft without. */
export function statusConditions(status: EventStatus, nowMs: number): EventListCondition[] {
  if (status === 'closed') return [{ kind: 'instant', field: 'closingAt', op: '<', value: nowMs }];
  return [
    { kind: 'instant', field: 'closingAt', op: '>=', value: nowMs },
    { kind: 'code', present: status === 'published' },
  ];
}

/**
 * The search box's text as it is matched: trimmed and lower-cased, no accent folding ('lübeck'
 * finds 'Lübeck', 'lubeck' does not). Empty means no search.
 */
export function eventSearchNeedle(text: string): string {
  return text.trim().toLowerCase();
}

/** Name, location and code, one a line and lower-cased: what the search looks through. */
export function eventSearchText(event: { name: string; location: string; code: string | null }): string {
  return [event.name, event.location, event.code ?? ''].join('\n').toLowerCase();
}

/** Every condition the list's filter sets, evaluated at `nowMs`. Ranges compare the event's own calendar days. */
export function eventListConditions(filter: EventListFilter, nowMs: number): EventListCondition[] {
  const conditions = timeTabConditions(filter.tab, nowMs);
  if (filter.status) conditions.push(...statusConditions(filter.status, nowMs));
  const ranges = [
    ['startDate', '>=', filter.startFrom],
    ['startDate', '<=', filter.startTo],
    ['endDate', '>=', filter.endFrom],
    ['endDate', '<=', filter.endTo],
  ] as const;
  for (const [field, op, value] of ranges) if (value) conditions.push({ kind: 'date', field, op, value });
  const needle = eventSearchNeedle(filter.q);
  if (needle) conditions.push({ kind: 'search', needle });
  return conditions;
}

function fact<K extends keyof EventListFacts>(facts: Partial<EventListFacts>, key: K): EventListFacts[K] {
  const value = facts[key];
  if (value === undefined) throw new Error(`the list condition needs the event's ${key}`);
  return value as EventListFacts[K];
}

function compare<T extends number | string>(left: T, op: Comparison, right: T): boolean {
  if (op === '<') return left < right;
  if (op === '<=') return left <= right;
  if (op === '>') return left > right;
  return left >= right;
}

/** Whether an event passes one condition; `facts` needs what the condition looks at. */
export function conditionHolds(condition: EventListCondition, facts: Partial<EventListFacts>): boolean {
  switch (condition.kind) {
    case 'instant':
      return compare(fact(facts, condition.field), condition.op, condition.value);
    case 'date':
      return compare(fact(facts, condition.field), condition.op, condition.value);
    case 'code':
      return Boolean(facts.code) === condition.present;
    case 'search':
      return fact(facts, 'searchText').includes(condition.needle);
  }
}

/** Whether an event passes every condition. */
export function matchesEventList(facts: Partial<EventListFacts>, conditions: readonly EventListCondition[]): boolean {
  return conditions.every((condition) => conditionHolds(condition, facts));
}

type ListedEvent = {
  name: string;
  location: string;
  code: string | null;
  startDate: string;
  startTime: string | null;
  endDate: string;
  endTime: string | null;
  timezoneOffset: number;
  closingDateTime: string;
};

/** The facts of a row of the events list, derived with the shared date rules. */
export function eventListFacts(event: ListedEvent): EventListFacts {
  return {
    startAt: eventStartInstant(event),
    endAt: eventEndInstant(event),
    closingAt: Date.parse(event.closingDateTime),
    code: event.code,
    startDate: event.startDate,
    endDate: event.endDate,
    searchText: eventSearchText(event),
  };
}

/** docs/rules/events.md#states: closed, published or draft at `nowMs`. */
export function eventStatus(event: { code: string | null; closingDateTime: string }, nowMs: number): EventStatus {
  const facts = { code: event.code, closingAt: Date.parse(event.closingDateTime) };
  return STATUSES.find((status) => matchesEventList(facts, statusConditions(status, nowMs))) ?? 'draft';
}

type TimedEvent = { startDate: string; startTime: string | null; endDate: string; endTime: string | null; timezoneOffset: number };

/** Whether an event belongs on a tab of the events list at `nowMs`. */
export function matchesTimeTab(event: TimedEvent, tab: EventTimeTab, nowMs: number): boolean {
  return matchesEventList({ startAt: eventStartInstant(event), endAt: eventEndInstant(event) }, timeTabConditions(tab, nowMs));
}

/** The time tab (other than 'all') an event is on at `nowMs`. */
export function eventTimeTab(event: TimedEvent, nowMs: number): Exclude<EventTimeTab, 'all'> {
  return TIME_TABS.find((tab) => matchesTimeTab(event, tab, nowMs)) ?? 'past';
}
