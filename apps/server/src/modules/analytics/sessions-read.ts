import {
  averageMinutesPerAttendee,
  peakConcurrent,
  type AnalyticsPeriod,
  type AnalyticsSession,
  type AnalyticsSessionRow,
  type AnalyticsSessions,
  type Language,
} from '@aula/shared';
import type { Database } from '../../db/client';
import { notFound } from '../../http/domain-error';
import type { EventCaller } from '../events/policy';
import { inLanguage, slotOf } from './livestream-read';
import { createAnalyticsSessionsRepository, type StoredSession } from './sessions-repository';

/** The sessions lists' page size (docs/rules/analytics.md#screens). */
const PAGE_SIZE = 20;

type PeriodOf = (user: EventCaller, eventId: number, day: string | undefined) => Promise<{ period: AnalyticsPeriod }>;

/** The Sessions screen and a session's own page (docs/rules/analytics.md#definitions, "In a session"). */
export function createSessionReads(db: Database, deps: { periodOf: PeriodOf }) {
  const repository = createAnalyticsSessionsRepository(db);

  async function sessionRow(eventId: number, session: StoredSession, timezoneOffset: number, lang: Language) {
    const slot = slotOf(session, timezoneOffset);
    const minutes = session.roomId === null ? [] : await repository.slotMinutes(eventId, { ...slot, roomId: session.roomId });
    const actions = session.roomId === null ? { questions: 0, questionVotes: 0, messages: 0, reactions: 0 } : await repository.slotActions(eventId, { ...slot, roomId: session.roomId });
    const row: AnalyticsSessionRow = {
      sessionId: session.sessionId,
      title: inLanguage(lang, session.titleEn, session.titleDe),
      roomId: session.roomId,
      roomName: session.roomNameEn === null ? null : inLanguage(lang, session.roomNameEn, session.roomNameDe ?? ''),
      start: slot.from.toISOString(),
      end: slot.to.toISOString(),
      attendees: session.attendees,
      peak: peakConcurrent(minutes).attendees,
      averageMinutes: averageMinutesPerAttendee(session.presentMinutes, session.attendees),
      ...actions,
    };
    return { row, minutes, slot };
  }

  async function rowsOfPage(eventId: number, period: AnalyticsPeriod, lang: Language, limit: number, offset: number) {
    const { sessions, total } = await repository.page(eventId, period.day, limit, offset);
    const rows: AnalyticsSessionRow[] = [];
    for (const session of sessions) rows.push((await sessionRow(eventId, session, period.timezoneOffset, lang)).row);
    return { rows, total };
  }

  return {
    /** GET /api/analyticsSessions: a page of the sessions (of the day asked) in time order. */
    async sessions(user: EventCaller, eventId: number, query: { day?: string; page: number }, lang: Language): Promise<AnalyticsSessions> {
      const { period } = await deps.periodOf(user, eventId, query.day);
      const { rows, total } = await rowsOfPage(eventId, period, lang, PAGE_SIZE, (query.page - 1) * PAGE_SIZE);
      return { period, rows, page: query.page, pageSize: PAGE_SIZE, total };
    },

    /** Every session of the period, a page of the agenda at a time: what the Sessions export writes. */
    async *allSessions(eventId: number, period: AnalyticsPeriod, lang: Language): AsyncGenerator<AnalyticsSessionRow> {
      for (let offset = 0; ; offset += PAGE_SIZE) {
        const { rows } = await rowsOfPage(eventId, period, lang, PAGE_SIZE, offset);
        yield* rows;
        if (rows.length < PAGE_SIZE) return;
      }
    },

    /** GET /api/analyticsSession: one session's figures, its minute curve and a page of who attended; a session of another event is missing. */
    async session(user: EventCaller, eventId: number, sessionId: number, page: number, lang: Language): Promise<AnalyticsSession> {
      const { period } = await deps.periodOf(user, eventId, undefined);
      const stored = await repository.find(eventId, sessionId);
      if (!stored) throw notFound();
      const { row, minutes, slot } = await sessionRow(eventId, stored, period.timezoneOffset, lang);
      const attendees = await repository.attendees(sessionId, slot, PAGE_SIZE, (page - 1) * PAGE_SIZE);
      return {
        session: row,
        timezoneOffset: period.timezoneOffset,
        curve: { step: 'minute', points: minutes.map((point) => ({ at: point.minute, value: point.attendees })) },
        attendees: { ...attendees, page, pageSize: PAGE_SIZE },
      };
    },
  };
}
