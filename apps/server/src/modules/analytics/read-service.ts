import {
  DEFAULT_ENGAGEMENT_WEIGHTS,
  FUNNEL_STAGES,
  averageMinutesPerAttendee,
  engagementRate,
  averageEngagementScore,
  peakConcurrent,
  type AnalyticsDashboard,
  type AnalyticsGeneral,
  type AnalyticsLivestream,
  type AnalyticsRooms,
  type AnalyticsAccounts,
  type AnalyticsAccountRow,
  type Language,
  type analyticsAccountsQuerySchema,
  type AnalyticsScreen,
  BROWSER_FAMILIES,
  type BrowserFamily,
  type AnalyticsPeriod,
  type AnalyticsRetention,
  type EngagementWeights,
  type FunnelStage,
} from '@aula/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { notFound } from '../../http/domain-error';
import type { EventCaller } from '../events/policy';
import { dayRange, eventDays, eventRange, requireEventDay } from './policy';
import { accountRow } from './accounts-list';
import { createAnalyticsAccountsRepository, type StoredAccountRow } from './accounts-repository';
import { createLivestreamReads } from './livestream-read';
import { createRoomsReads } from './rooms-read';
import { createSessionReads } from './sessions-read';
import { accountsTable, dashboardTable, generalTable, livestreamTable, roomsTable, sessionsTable, type ScreenTable } from './exports';
import { minuteCounts } from './summary';
import { createAnalyticsReadRepository } from './read-repository';

type EventsAccess = { requireOwned(user: EventCaller, eventId: number): Promise<void> };

type AccountsQuery = z.output<typeof analyticsAccountsQuerySchema>;
type ExportQuery = Omit<AccountsQuery, 'page'>;

/** The accounts as the list shows them, read from the database a page at a time. */
async function* listRows(stored: AsyncIterable<StoredAccountRow>, weights: EngagementWeights): AsyncGenerator<AnalyticsAccountRow> {
  for await (const row of stored) yield accountRow(row, weights);
}

/** The accounts list's page size (docs/rules/analytics.md#screens). */
const ACCOUNTS_PAGE_SIZE = 20;

const isBrowserFamily = (value: string): value is BrowserFamily => (BROWSER_FAMILIES as readonly string[]).includes(value);

const reached = (stage: FunnelStage, step: FunnelStage) => FUNNEL_STAGES.indexOf(stage) >= FUNNEL_STAGES.indexOf(step);

/**
 * What the analytics screens show (docs/rules/analytics.md#screens), read from the roll-ups; every
 * derived figure comes from the shared rules, so that the screens and the server agree.
 */
export function createAnalyticsReadService(db: Database, deps: { events: EventsAccess; now: () => Date }) {
  const repository = createAnalyticsReadRepository(db);
  const accountsRepository = createAnalyticsAccountsRepository(db);
  const livestreamReads = createLivestreamReads(db, deps.now);
  const roomsReads = createRoomsReads(db);
  const sessionReads = createSessionReads(db, { periodOf: (user, eventId, day) => periodOf(user, eventId, day) });

  /** The caller's company's event and the period asked; another company's event answers as a missing one. */
  async function periodOf(user: EventCaller, eventId: number, day: string | undefined) {
    await deps.events.requireOwned(user, eventId);
    return periodOfEvent(eventId, day);
  }

  async function periodOfEvent(eventId: number, day: string | undefined) {
    const event = await repository.findEvent(eventId);
    if (!event) throw notFound();
    const days = eventDays(event.startDate, event.endDate);
    const period: AnalyticsPeriod = { timezoneOffset: event.timezoneOffset, days, day: requireEventDay(day, days) };
    return { event, period };
  }

  async function weightsOf(eventId: number): Promise<EngagementWeights> {
    return { ...DEFAULT_ENGAGEMENT_WEIGHTS, ...(await repository.storedWeights(eventId)) };
  }

  async function concurrentOf(eventId: number, period: AnalyticsPeriod) {
    if (period.day !== null) {
      const { from, to } = dayRange(period.day, period.timezoneOffset);
      const minutes = await repository.concurrentByMinute(eventId, from, to);
      return { curve: { step: 'minute' as const, points: minutes.map((point) => ({ at: point.minute, value: point.attendees })) }, peak: peakConcurrent(minutes) };
    }
    const hours = await repository.concurrentByHour(eventId, period.timezoneOffset);
    return { curve: { step: 'hour' as const, points: hours.map((point) => ({ at: point.hour, value: point.attendees })) }, peak: peakConcurrent(hours) };
  }

  async function dashboardOf(user: EventCaller, eventId: number, day: string | undefined) {
    await deps.events.requireOwned(user, eventId);
    return eventDashboard(eventId, day);
  }

  async function eventDashboard(eventId: number, day: string | undefined) {
    const { event, period } = await periodOfEvent(eventId, day);
    const weights = await weightsOf(eventId);
    const funnel = { invited: 0, activated: 0, attended: 0, engaged: 0 };
    let scoreSum = 0;
    for (const { stageRank, accounts, scoreSum: stageScores } of await accountsRepository.stageTotals(eventId, period.day, weights)) {
      for (const step of ['invited', 'activated', 'attended', 'engaged'] as const) if (reached(FUNNEL_STAGES[stageRank]!, step)) funnel[step] += accounts;
      scoreSum += stageScores;
    }
    const totals = await repository.dayTotals(eventId, period.day);
    const uniqueAttendees = period.day === null ? funnel.attended : totals.attendees;
    const { curve, peak } = await concurrentOf(eventId, period);
    const dashboard: AnalyticsDashboard = {
      period,
      funnel,
      uniqueAttendees,
      peakConcurrent: peak,
      watchMinutes: totals.watchedMinutes,
      averageMinutes: averageMinutesPerAttendee(totals.presentMinutes, uniqueAttendees),
      engagementRate: engagementRate(funnel.engaged, funnel.attended),
      eventScore: averageEngagementScore(scoreSum, funnel.attended),
      concurrent: curve,
      weights,
      retentionDays: await repository.storedRetentionDays(eventId),
    };
    return { event, dashboard };
  }

  async function summaryOf(eventId: number, day: string | undefined) {
    const { event, dashboard } = await eventDashboard(eventId, day);
    const { from, to } = dashboard.period.day === null ? eventRange(dashboard.period) : dayRange(dashboard.period.day, dashboard.period.timezoneOffset);
    const minutes = await repository.concurrentByMinute(eventId, from, to);
    return { event, dashboard, concurrent: minuteCounts(minutes) };
  }

  /** The list's filter and order as the repository takes them, with the event's weights for the score. */
  async function listOf(eventId: number, day: string | null, query: ExportQuery) {
    const weights = await weightsOf(eventId);
    const filter = { day, q: query.q, role: query.role, stage: query.stage };
    return { weights, filter, order: { sort: query.sort, dir: query.dir, weights } };
  }

  async function generalOf(user: EventCaller, eventId: number, day: string | undefined) {
    const { event, period } = await periodOf(user, eventId, day);
    const general: AnalyticsGeneral = {
      period,
      byDay: await repository.days(eventId, period.day),
      byHour: await repository.attendeesByHour(eventId, period.day === null ? null : dayRange(period.day, period.timezoneOffset)),
      languages: (await repository.signInShares(eventId, period.day, 'lang')).map(({ value, attendees }) => ({ language: value, attendees })),
      browsers: (await repository.signInShares(eventId, period.day, 'browser')).flatMap(({ value, attendees }) =>
        isBrowserFamily(value) ? [{ browser: value, attendees }] : [],
      ),
      mail: await repository.mailCounts(eventId),
    };
    return { event, general };
  }

  return {
    sessions: sessionReads.sessions,
    session: sessionReads.session,

    /** GET /api/analyticsLivestream: viewers, watch minutes and drop-off per room with a stream. */
    async livestream(user: EventCaller, eventId: number, day: string | undefined, lang: Language): Promise<AnalyticsLivestream> {
      const { period } = await periodOf(user, eventId, day);
      return livestreamReads.livestream(eventId, period, lang);
    },

    /** GET /api/analyticsRooms: visits, visitors, time spent, engagement and busy hours per room. */
    async rooms(user: EventCaller, eventId: number, day: string | undefined, lang: Language): Promise<AnalyticsRooms> {
      const { period } = await periodOf(user, eventId, day);
      return roomsReads.rooms(eventId, period, lang);
    },

    /** GET /api/analyticsDashboard: the funnel, the headline figures and the concurrent attendees. */
    dashboard: async (user: EventCaller, eventId: number, day: string | undefined) => (await dashboardOf(user, eventId, day)).dashboard,

    /** The dashboard with its event, for the PDF summary, and the whole day's (or event's) minute curve it draws. */
    async summary(user: EventCaller, eventId: number, day: string | undefined) {
      await deps.events.requireOwned(user, eventId);
      return summaryOf(eventId, day);
    },

    /**
     * The whole event's summary for the mail after it ends (docs/rules/analytics.md#summary-mail):
     * no caller, the event's id comes from the server's own claim. Null once the event is deleted.
     */
    eventSummary: async (eventId: number) => ((await repository.findEvent(eventId)) ? summaryOf(eventId, undefined) : null),

    /** GET /api/analyticsGeneral: unique attendees by day and by hour, languages, browsers and mail. */
    general: async (user: EventCaller, eventId: number, day: string | undefined) => (await generalOf(user, eventId, day)).general,

    /** A screen's table for the CSV and XLSX exports, with the event it names the file after. */
    async screenTable(user: EventCaller, eventId: number, screen: AnalyticsScreen, query: ExportQuery, lang: Language) {
      const { day } = query;
      const named = (event: { name: string; timezoneOffset: number }, table: ScreenTable) => ({ eventName: event.name, timezoneOffset: event.timezoneOffset, table });
      if (screen === 'dashboard') {
        const { event, dashboard } = await dashboardOf(user, eventId, day);
        return named(event, dashboardTable(dashboard));
      }
      if (screen === 'accounts') {
        const { event, period } = await periodOf(user, eventId, query.day);
        const { weights, filter, order } = await listOf(eventId, period.day, query);
        return named(event, accountsTable(listRows(accountsRepository.all(eventId, filter, order), weights), lang));
      }
      if (screen === 'sessions') {
        const { event, period } = await periodOf(user, eventId, day);
        return named(event, sessionsTable(sessionReads.allSessions(eventId, period, lang)));
      }
      if (screen === 'livestream') {
        const { event, period } = await periodOf(user, eventId, day);
        return named(event, livestreamTable(await livestreamReads.livestream(eventId, period, lang)));
      }
      if (screen === 'rooms') {
        const { event, period } = await periodOf(user, eventId, day);
        return named(event, roomsTable(await roomsReads.rooms(eventId, period, lang)));
      }
      const { event, general } = await generalOf(user, eventId, day);
      return named(event, generalTable(general));
    },

    /** GET /api/analyticsAccounts: one page of the accounts under the search, filters and sort. */
    async accounts(user: EventCaller, eventId: number, query: AccountsQuery): Promise<AnalyticsAccounts> {
      const { period } = await periodOf(user, eventId, query.day);
      const { weights, filter, order } = await listOf(eventId, period.day, query);
      const { rows, total } = await accountsRepository.page(eventId, filter, order, { limit: ACCOUNTS_PAGE_SIZE, offset: (query.page - 1) * ACCOUNTS_PAGE_SIZE });
      return {
        period,
        rows: rows.map((row) => accountRow(row, weights)),
        page: query.page,
        pageSize: ACCOUNTS_PAGE_SIZE,
        total,
        eventTotal: await accountsRepository.eventTotal(eventId),
      };
    },

    /**
     * Sets how long the event keeps its minute rows (already checked by the shared schema); the
     * next daily pass deletes by it (docs/rules/analytics.md#storage).
     */
    async setRetention(user: EventCaller, eventId: number, retentionDays: number): Promise<AnalyticsRetention> {
      await deps.events.requireOwned(user, eventId);
      await repository.saveRetentionDays(eventId, retentionDays);
      return { retentionDays };
    },

    /** Sets the event's weights (already checked by the shared schema); scores count with them from now on. */
    async setWeights(user: EventCaller, eventId: number, weights: EngagementWeights): Promise<EngagementWeights> {
      await deps.events.requireOwned(user, eventId);
      await repository.saveWeights(eventId, weights);
      return weights;
    },
  };
}

export type AnalyticsReadService = ReturnType<typeof createAnalyticsReadService>;
