import {
  PAGE_SIZE,
  eventEndInstant,
  eventStartInstant,
  eventStatus,
  matchesTimeTab,
  type EventListItem,
  type EventStatus,
  type EventTimeTab,
} from '@aula/shared';
import type { DateRange, EventFilters } from './event-filters';

/** An event with what filtering needs, computed once per list load rather than per keystroke. */
export type PreparedEvent = {
  event: EventListItem;
  /** Name, location and code, lower-cased, for the search box. */
  searchText: string;
  status: EventStatus;
  /** The time tab (other than 'all') the event belongs on at preparation time. */
  timeTab: Exclude<EventTimeTab, 'all'>;
  startInstant: number;
  endInstant: number;
};

const TIME_TABS = ['upcoming', 'current', 'past'] as const;

/** Normalises text for matching: lower case, no surrounding blanks. */
export function normaliseSearch(text: string): string {
  return text.trim().toLocaleLowerCase();
}

/**
 * Derives status, tab, instants and search text with the shared rules; `nowMs` is the moment of
 * loading. The latest start comes first, and of two events starting together the newer one, so a
 * duplicate sits right above its original.
 */
export function prepareEvents(events: readonly EventListItem[], nowMs: number): PreparedEvent[] {
  const prepared = events.map((event) => ({
    event,
    searchText: normaliseSearch([event.name, event.location, event.code ?? ''].join('\n')),
    status: eventStatus(event, nowMs),
    timeTab: TIME_TABS.find((tab) => matchesTimeTab(event, tab, nowMs)) ?? 'past',
    startInstant: eventStartInstant(event),
    endInstant: eventEndInstant(event),
  }));
  return prepared.sort((a, b) => b.startInstant - a.startInstant || b.event.id - a.event.id);
}

/** `YYYY-MM-DD` strings compare like the dates they name, so a range test is two string comparisons. */
function inRange(date: string, range: DateRange): boolean {
  return (!range.from || date >= range.from) && (!range.to || date <= range.to);
}

/**
 * Tab, date ranges and status: the part of filtering that does not change while someone types.
 * Ranges compare the event's own calendar dates, so they mean the same in every viewer's zone.
 */
export function applyStructuralFilters(events: readonly PreparedEvent[], filters: Omit<EventFilters, 'search' | 'page'>): PreparedEvent[] {
  return events.filter(
    (item) =>
      (filters.tab === 'all' || item.timeTab === filters.tab) &&
      (!filters.status || item.status === filters.status) &&
      inRange(item.event.startDate, filters.start) &&
      inRange(item.event.endDate, filters.end),
  );
}

/** The search box: every event whose name, location or code contains the text. */
export function applySearch(events: readonly PreparedEvent[], search: string): readonly PreparedEvent[] {
  const needle = normaliseSearch(search);
  return needle ? events.filter((item) => item.searchText.includes(needle)) : events;
}

export type EventsPage = { rows: readonly PreparedEvent[]; page: number; totalPages: number; total: number };

/** One page of rows; a page beyond the end (e.g. after a delete) shows the last page instead. */
export function pageOf(events: readonly PreparedEvent[], requestedPage: number, pageSize = PAGE_SIZE): EventsPage {
  const totalPages = Math.max(1, Math.ceil(events.length / pageSize));
  const page = Math.min(Math.max(1, requestedPage), totalPages);
  const start = (page - 1) * pageSize;
  return { rows: events.slice(start, start + pageSize), page, totalPages, total: events.length };
}
