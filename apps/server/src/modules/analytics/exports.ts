import {
  ANALYTICS_TABLE_COLUMNS,
  busiestHour,
  type AnalyticsAccountRow,
  type AnalyticsDashboard,
  type AnalyticsGeneral,
  type AnalyticsLivestream,
  type AnalyticsRooms,
  type AnalyticsSessionRow,
  type AnalyticsTableColumn,
  type Language,
} from '@aula/shared';
import { translate, type MessageKey } from '../../i18n/messages';
import type { TableColumn, TableRow } from '../../http/table-export/columns';

/** A screen's table for the exports (docs/rules/analytics.md#exports): its columns and its rows. */
export type ScreenTable = { columns: readonly TableColumn[]; rows: AsyncIterable<TableRow> | Iterable<TableRow> };

/** A table's export columns: the shared list's keys and kinds in its order, each with its header. */
function withHeaders<Key extends string>(columns: readonly (AnalyticsTableColumn & { key: Key })[], headers: Record<NoInfer<Key>, MessageKey>): readonly TableColumn[] {
  return columns.map((column) => ({ ...column, header: headers[column.key] }));
}

const DASHBOARD_COLUMNS = withHeaders(ANALYTICS_TABLE_COLUMNS.dashboard, {
  uniqueAttendees: 'analytics_col_unique_attendees',
  peakConcurrent: 'analytics_col_peak_concurrent',
  peakMinute: 'analytics_col_peak_minute',
  watchMinutes: 'analytics_col_watch_minutes',
  averageMinutes: 'analytics_col_average_minutes',
  engagementRate: 'analytics_col_engagement_rate',
  eventScore: 'analytics_col_event_score',
  invited: 'analytics_col_invited',
  activated: 'analytics_col_activated',
  attended: 'analytics_col_attended',
  engaged: 'analytics_col_engaged',
});

const GENERAL_COLUMNS = withHeaders(ANALYTICS_TABLE_COLUMNS.general, {
  day: 'analytics_col_day',
  attendees: 'analytics_col_attendees',
  presentMinutes: 'analytics_col_present_minutes',
});

/** The accounts list's columns, with the stage and role as words of the caller's language. */
const ACCOUNT_COLUMNS = withHeaders(ANALYTICS_TABLE_COLUMNS.accounts, {
  name: 'analytics_col_name',
  email: 'analytics_col_email',
  role: 'analytics_col_role',
  stage: 'analytics_col_stage',
  firstSeen: 'analytics_col_first_seen',
  lastSeen: 'analytics_col_last_seen',
  minutes: 'analytics_col_present_minutes',
  sessions: 'analytics_col_sessions',
  messages: 'analytics_col_messages',
  questions: 'analytics_col_questions',
  votes: 'analytics_col_votes',
  score: 'analytics_col_score',
});

const SESSION_COLUMNS = withHeaders(ANALYTICS_TABLE_COLUMNS.sessions, {
  title: 'analytics_col_session',
  roomName: 'analytics_col_room',
  start: 'analytics_col_start',
  end: 'analytics_col_end',
  attendees: 'analytics_col_attendees',
  peak: 'analytics_col_peak',
  averageMinutes: 'analytics_col_average_minutes',
  questions: 'analytics_col_questions',
  questionVotes: 'analytics_col_question_votes',
  messages: 'analytics_col_messages',
  reactions: 'analytics_col_reactions',
});

const LIVESTREAM_COLUMNS = withHeaders(ANALYTICS_TABLE_COLUMNS.livestream, {
  roomName: 'analytics_col_room',
  watchMinutes: 'analytics_col_watch_minutes',
  averageViewMinutes: 'analytics_col_average_view_minutes',
  title: 'analytics_col_session',
  start: 'analytics_col_start',
  startViewers: 'analytics_col_start_viewers',
  peakViewers: 'analytics_col_peak_viewers',
  endViewers: 'analytics_col_end_viewers',
  dropOff: 'analytics_col_drop_off',
});

const ROOM_COLUMNS = withHeaders(ANALYTICS_TABLE_COLUMNS.rooms, {
  roomName: 'analytics_col_room',
  visits: 'analytics_col_visits',
  uniqueVisitors: 'analytics_col_unique_visitors',
  presentMinutes: 'analytics_col_time_spent',
  averageMinutes: 'analytics_col_average_visitor_minutes',
  engagementRate: 'analytics_col_engagement_rate',
  messages: 'analytics_col_messages',
  questions: 'analytics_col_questions',
  votes: 'analytics_col_votes',
  busiestHour: 'analytics_col_busiest_hour',
});

/** The dashboard's figures as one row, the funnel beside them. */
export function dashboardTable(dashboard: AnalyticsDashboard): ScreenTable {
  return {
    columns: DASHBOARD_COLUMNS,
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
  return { columns: GENERAL_COLUMNS, rows: general.byDay };
}

/** The accounts as the list shows them, read as the list pages them: stage and role as words, instants as dates. */
export function accountsTable(rows: AsyncIterable<AnalyticsAccountRow>, lang: Language): ScreenTable {
  async function* exportRows(): AsyncGenerator<TableRow> {
    for await (const row of rows) {
      yield {
        ...row,
        role: translate(lang, `analytics_role_${row.role}`),
        stage: translate(lang, `analytics_stage_${row.stage}`),
        firstSeen: row.firstSeen === null ? null : new Date(row.firstSeen),
        lastSeen: row.lastSeen === null ? null : new Date(row.lastSeen),
      };
    }
  }
  return { columns: ACCOUNT_COLUMNS, rows: exportRows() };
}

/** The sessions as the list shows them, read as the list pages them, with their slot as instants. */
export function sessionsTable(rows: AsyncIterable<AnalyticsSessionRow>): ScreenTable {
  async function* exportRows(): AsyncGenerator<TableRow> {
    for await (const row of rows) yield { ...row, start: new Date(row.start), end: new Date(row.end) };
  }
  return { columns: SESSION_COLUMNS, rows: exportRows() };
}

/** The Livestream screen's table: each session of each stage with how it held its viewers, and the stage's watch figures. */
export function livestreamTable(livestream: AnalyticsLivestream): ScreenTable {
  return {
    columns: LIVESTREAM_COLUMNS,
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
    columns: ROOM_COLUMNS,
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
