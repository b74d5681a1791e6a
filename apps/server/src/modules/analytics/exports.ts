import { busiestHour, type AnalyticsAccountRow, type AnalyticsDashboard, type AnalyticsGeneral, type AnalyticsLivestream, type AnalyticsRooms, type AnalyticsSessionRow, type Language } from '@aula/shared';
import { translate } from '../../i18n/messages';
import type { TableColumn, TableRow } from '../../http/table-export/columns';

/** A screen's table for the exports (docs/rules/analytics.md#exports): its columns and its rows. */
export type ScreenTable = { columns: readonly TableColumn[]; rows: AsyncIterable<TableRow> | Iterable<TableRow> };

/** The dashboard's figures as one row, the funnel beside them. */
export function dashboardTable(dashboard: AnalyticsDashboard): ScreenTable {
  return {
    columns: [
      { key: 'uniqueAttendees', header: 'analytics_col_unique_attendees', kind: 'integer' },
      { key: 'peakConcurrent', header: 'analytics_col_peak_concurrent', kind: 'integer' },
      { key: 'peakMinute', header: 'analytics_col_peak_minute', kind: 'dateTime' },
      { key: 'watchMinutes', header: 'analytics_col_watch_minutes', kind: 'minutes' },
      { key: 'averageMinutes', header: 'analytics_col_average_minutes', kind: 'minutes', fractionDigits: 1 },
      { key: 'engagementRate', header: 'analytics_col_engagement_rate', kind: 'percent' },
      { key: 'eventScore', header: 'analytics_col_event_score', kind: 'decimal' },
      { key: 'invited', header: 'analytics_col_invited', kind: 'integer' },
      { key: 'activated', header: 'analytics_col_activated', kind: 'integer' },
      { key: 'attended', header: 'analytics_col_attended', kind: 'integer' },
      { key: 'engaged', header: 'analytics_col_engaged', kind: 'integer' },
    ],
    rows: [
      {
        uniqueAttendees: dashboard.uniqueAttendees,
        peakConcurrent: dashboard.peakConcurrent.attendees,
        peakMinute: dashboard.peakConcurrent.minute === null ? null : new Date(dashboard.peakConcurrent.minute),
        watchMinutes: dashboard.watchMinutes,
        averageMinutes: dashboard.averageMinutes,
        engagementRate: dashboard.engagementRate,
        eventScore: dashboard.eventScore,
        ...dashboard.funnel,
      },
    ],
  };
}

/** The General screen's attendance by day. */
export function generalTable(general: AnalyticsGeneral): ScreenTable {
  return {
    columns: [
      { key: 'day', header: 'analytics_col_day', kind: 'date' },
      { key: 'attendees', header: 'analytics_col_attendees', kind: 'integer' },
      { key: 'presentMinutes', header: 'analytics_col_present_minutes', kind: 'minutes' },
    ],
    rows: general.byDay,
  };
}

/** An account's row for the export: its stage and role as words, its instants as dates. */
export function accountExportRow(row: AnalyticsAccountRow, lang: Language): TableRow {
  return {
    ...row,
    role: translate(lang, `analytics_role_${row.role}`),
    stage: translate(lang, `analytics_stage_${row.stage}`),
    firstSeen: row.firstSeen === null ? null : new Date(row.firstSeen),
    lastSeen: row.lastSeen === null ? null : new Date(row.lastSeen),
  };
}

/** The Sessions screen's columns. */
export const SESSION_COLUMNS: readonly TableColumn[] = [
  { key: 'title', header: 'analytics_col_session', kind: 'text' },
  { key: 'roomName', header: 'analytics_col_room', kind: 'text' },
  { key: 'start', header: 'analytics_col_start', kind: 'dateTime' },
  { key: 'end', header: 'analytics_col_end', kind: 'dateTime' },
  { key: 'attendees', header: 'analytics_col_attendees', kind: 'integer' },
  { key: 'peak', header: 'analytics_col_peak', kind: 'integer' },
  { key: 'averageMinutes', header: 'analytics_col_average_minutes', kind: 'minutes', fractionDigits: 1 },
  { key: 'questions', header: 'analytics_col_questions', kind: 'integer' },
  { key: 'questionVotes', header: 'analytics_col_question_votes', kind: 'integer' },
  { key: 'messages', header: 'analytics_col_messages', kind: 'integer' },
];

/** The sessions' rows for the export, read as the list pages them, with their slot as instants. */
export async function* sessionExportRows(rows: AsyncIterable<AnalyticsSessionRow>): AsyncGenerator<TableRow> {
  for await (const row of rows) yield { ...row, start: new Date(row.start), end: new Date(row.end) };
}

/** The Livestream screen's table: each session of each stage with how it held its viewers, and the stage's watch figures. */
export function livestreamTable(livestream: AnalyticsLivestream): ScreenTable {
  return {
    columns: [
      { key: 'roomName', header: 'analytics_col_room', kind: 'text' },
      { key: 'watchMinutes', header: 'analytics_col_watch_minutes', kind: 'minutes' },
      { key: 'averageViewMinutes', header: 'analytics_col_average_view_minutes', kind: 'minutes', fractionDigits: 1 },
      { key: 'title', header: 'analytics_col_session', kind: 'text' },
      { key: 'start', header: 'analytics_col_start', kind: 'dateTime' },
      { key: 'startViewers', header: 'analytics_col_start_viewers', kind: 'integer' },
      { key: 'peakViewers', header: 'analytics_col_peak_viewers', kind: 'integer' },
      { key: 'endViewers', header: 'analytics_col_end_viewers', kind: 'integer' },
      { key: 'dropOff', header: 'analytics_col_drop_off', kind: 'percent' },
    ],
    rows: livestream.rooms.flatMap((room) => {
      const stage = { roomName: room.roomName, watchMinutes: room.watchMinutes, averageViewMinutes: room.averageViewMinutes };
      if (room.sessions.length === 0) return [stage];
      return room.sessions.map((session) => ({ ...stage, ...session, start: new Date(session.start) }));
    }),
  };
}

/** The Rooms screen's table: each room's figures and its busiest hour of the day (`14:00`, the event's zone). */
export function roomsTable(rooms: AnalyticsRooms): ScreenTable {
  return {
    columns: [
      { key: 'roomName', header: 'analytics_col_room', kind: 'text' },
      { key: 'visits', header: 'analytics_col_visits', kind: 'integer' },
      { key: 'uniqueVisitors', header: 'analytics_col_unique_visitors', kind: 'integer' },
      { key: 'presentMinutes', header: 'analytics_col_time_spent', kind: 'minutes' },
      { key: 'averageMinutes', header: 'analytics_col_average_visitor_minutes', kind: 'minutes', fractionDigits: 1 },
      { key: 'engagementRate', header: 'analytics_col_engagement_rate', kind: 'percent' },
      { key: 'messages', header: 'analytics_col_messages', kind: 'integer' },
      { key: 'questions', header: 'analytics_col_questions', kind: 'integer' },
      { key: 'votes', header: 'analytics_col_votes', kind: 'integer' },
      { key: 'busiestHour', header: 'analytics_col_busiest_hour', kind: 'text' },
    ],
    rows: rooms.rooms.map((room) => {
      const busiest = busiestHour(room.busyHours);
      return {
        roomName: room.roomName,
        visits: room.visits,
        uniqueVisitors: room.uniqueVisitors,
        presentMinutes: room.presentMinutes,
        averageMinutes: room.averageMinutes,
        engagementRate: room.engagementRate,
        messages: room.messages,
        questions: room.questions,
        votes: room.votes,
        busiestHour: busiest === null ? null : `${String(busiest.hour).padStart(2, '0')}:00`,
      };
    }),
  };
}
