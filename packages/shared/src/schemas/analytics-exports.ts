import type { AnalyticsScreen } from './analytics-lists';

/**
 * What a table column holds, which decides its cell type and number format: `percent` is a
 * fraction (0.425 is 42.5 %), `minutes` a count or average of minutes, `dateTime` a UTC instant
 * shown in the event's zone, `date` a calendar day of the event's zone.
 */
export type TableColumnKind = 'text' | 'integer' | 'decimal' | 'percent' | 'minutes' | 'dateTime' | 'date';

export type AnalyticsTableColumn = {
  key: string;
  kind: TableColumnKind;
  /** Digits after the decimal point, where the kind's default is not meant. */
  fractionDigits?: number;
};

/**
 * Each analytics screen's table as its export writes it, column by column in order
 * (docs/rules/analytics.md#exports): the server's exports and the screens that show the same table
 * both take their columns from here (docs/decisions/0116-analytics-table-columns-listed-once.md).
 */
export const ANALYTICS_TABLE_COLUMNS = {
  dashboard: [
    { key: 'uniqueAttendees', kind: 'integer' },
    { key: 'peakConcurrent', kind: 'integer' },
    { key: 'peakMinute', kind: 'dateTime' },
    { key: 'watchMinutes', kind: 'minutes' },
    { key: 'averageMinutes', kind: 'minutes', fractionDigits: 1 },
    { key: 'engagementRate', kind: 'percent' },
    { key: 'eventScore', kind: 'decimal' },
    { key: 'invited', kind: 'integer' },
    { key: 'activated', kind: 'integer' },
    { key: 'attended', kind: 'integer' },
    { key: 'engaged', kind: 'integer' },
  ],
  general: [
    { key: 'day', kind: 'date' },
    { key: 'attendees', kind: 'integer' },
    { key: 'presentMinutes', kind: 'minutes' },
  ],
  accounts: [
    { key: 'name', kind: 'text' },
    { key: 'email', kind: 'text' },
    { key: 'role', kind: 'text' },
    { key: 'stage', kind: 'text' },
    { key: 'firstSeen', kind: 'dateTime' },
    { key: 'lastSeen', kind: 'dateTime' },
    { key: 'minutes', kind: 'minutes' },
    { key: 'sessions', kind: 'integer' },
    { key: 'messages', kind: 'integer' },
    { key: 'questions', kind: 'integer' },
    { key: 'votes', kind: 'integer' },
    { key: 'score', kind: 'decimal' },
  ],
  sessions: [
    { key: 'title', kind: 'text' },
    { key: 'roomName', kind: 'text' },
    { key: 'start', kind: 'dateTime' },
    { key: 'end', kind: 'dateTime' },
    { key: 'attendees', kind: 'integer' },
    { key: 'peak', kind: 'integer' },
    { key: 'averageMinutes', kind: 'minutes', fractionDigits: 1 },
    { key: 'questions', kind: 'integer' },
    { key: 'questionVotes', kind: 'integer' },
    { key: 'messages', kind: 'integer' },
    { key: 'reactions', kind: 'integer' },
  ],
  livestream: [
    { key: 'roomName', kind: 'text' },
    { key: 'watchMinutes', kind: 'minutes' },
    { key: 'averageViewMinutes', kind: 'minutes', fractionDigits: 1 },
    { key: 'title', kind: 'text' },
    { key: 'start', kind: 'dateTime' },
    { key: 'startViewers', kind: 'integer' },
    { key: 'peakViewers', kind: 'integer' },
    { key: 'endViewers', kind: 'integer' },
    { key: 'dropOff', kind: 'percent' },
  ],
  rooms: [
    { key: 'roomName', kind: 'text' },
    { key: 'visits', kind: 'integer' },
    { key: 'uniqueVisitors', kind: 'integer' },
    { key: 'presentMinutes', kind: 'minutes' },
    { key: 'averageMinutes', kind: 'minutes', fractionDigits: 1 },
    { key: 'engagementRate', kind: 'percent' },
    { key: 'messages', kind: 'integer' },
    { key: 'questions', kind: 'integer' },
    { key: 'votes', kind: 'integer' },
    { key: 'busiestHour', kind: 'text' },
  ],
} as const satisfies Record<AnalyticsScreen, readonly AnalyticsTableColumn[]>;

/** The column keys of one screen's table. */
export type AnalyticsColumnKey<Screen extends AnalyticsScreen> = (typeof ANALYTICS_TABLE_COLUMNS)[Screen][number]['key'];
