import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { browserFamily, type AnalyticsAction, type RoomAction } from '@aula/shared';
import type { Database } from '../../db/client';
import { createBatchCommit } from '../../db/group-commit';
import { createPollingLoop } from '../../jobs/polling-loop';
import type { RecordedAction } from './action-roll-up-repository';
import { createActivityRecorder, type FinishedMinute, type TabActivity } from './activity-recorder';
import { createMinuteRepository } from './minute-repository';
import { createMinuteWriter } from './minute-writer';
import { createAnalyticsRepository } from './repository';

/** How often each instance deletes minute rows past their event's retention; the deletion is the same on every instance. */
const RETENTION_INTERVAL_MS = 24 * 3600_000;
/** At most this many actions in one statement. */
const ACTION_BATCH_MAX = 500;
/** Batch keys outlive any retry of a lost answer by far. */
const BATCH_KEYS_KEPT_MS = 24 * 3600_000;

type AnalyticsDeps = {
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'debug' | 'warn' | 'error'>;
  /** A minute's length: 60,000 ms; tests shorten it, and its seconds shorten with it. */
  minuteMs: number;
  /** False only in the engagement bench's runs without recording (`ANALYTICS_RECORDING`). */
  recording: boolean;
};

/**
 * Records what attendees do (docs/rules/analytics.md#what-is-recorded): the venue hub reports its tabs, this instance folds
 * them into minutes and writes each minute once it has ended; the engagement services report
 * actions, the venue's sign-in reports sign-ins. The screens read the roll-ups, never this service.
 */
export function createAnalyticsService(db: Database, { now, log, minuteMs, recording }: AnalyticsDeps) {
  const repository = createAnalyticsRepository(db);
  const minutes = createMinuteRepository(db);
  const recorder = createActivityRecorder({ now: () => now().getTime(), minuteMs });
  // Each process writes under its own name: a batch key never meets another process's batch.
  const writer = createMinuteWriter({ instance: crypto.randomUUID(), writeBatch: (batch) => minutes.writeBatch(batch), log });
  let minuteTimer: NodeJS.Timeout | null = null;
  // Actions of every event in one batch: a vote's answer waits for a statement holding every action meanwhile.
  const actions = createBatchCommit(
    async (batch: readonly RecordedAction[]) => {
      await repository.recordActions(batch);
      return batch.map(() => undefined);
    },
    { max: ACTION_BATCH_MAX },
  );

  const write = (finished: FinishedMinute[]) => writer.flush(finished);

  /** One timer for all tabs, set for the end of the current minute. */
  function armMinuteTimer(): void {
    minuteTimer = setTimeout(() => {
      void write(recorder.closeMinutes()).finally(() => {
        if (minuteTimer) armMinuteTimer();
      });
    }, Math.max(0, recorder.minuteEndsAt - now().getTime()));
    minuteTimer.unref();
  }

  const retention = createPollingLoop(
    async () => {
      const at = now();
      await repository.deleteExpiredMinutes(at);
      await minutes.deleteBatchKeysBefore(new Date(at.getTime() - BATCH_KEYS_KEPT_MS));
    },
    { intervalMs: RETENTION_INTERVAL_MS, onError: (error) => log.error({ err: error }, 'analytics retention pass failed') },
  );

  return {
    /** A venue tab opened or changed (`activity`) or closed (null); `tab` stays the same object for the tab's life. */
    reportTab(tab: object, activity: TabActivity | null): void {
      if (!recording) return;
      const finished = recorder.report(tab, activity);
      if (finished.length > 0) void write(finished);
    },

    /** Writes the minutes that have ended by now (the minute timer does this; tests that move the clock call it). */
    closeMinutes: () => write(recorder.closeMinutes()),

    /** An attendee (never an organiser) did something that counts (docs/rules/analytics.md#definitions). */
    async recordAction(attendee: { eventId: number; accountId: number }, action: AnalyticsAction, roomId: number | null): Promise<void> {
      if (!recording) return;
      await actions.submit({ ...attendee, roomId, action, at: now() });
    },

    /** Actions counted per room and minute only, in a batch: a stage's reactions of one window (docs/rules/analytics.md#what-is-recorded). */
    async recordRoomActions(eventId: number, roomId: number, action: RoomAction, count: number): Promise<void> {
      if (!recording || count <= 0) return;
      await repository.recordRoomActions({ eventId, roomId, action, count, at: now() });
    },

    /** An attendee signed in to the venue, from this browser, in this language. */
    async recordSignIn(attendee: { eventId: number; accountId: number }, userAgent: string | undefined, lang: string): Promise<void> {
      await repository.recordSignIn({ ...attendee, browser: browserFamily(userAgent), lang, at: now() });
    },

    /** Erasing an attendee (docs/rules/analytics.md#storage) takes their minutes and own roll-ups; anonymous counts stay. */
    eraseAttendee: (eventId: number, accountId: number) => repository.eraseAttendee(eventId, accountId),

    /** Deletes minute rows past their event's retention (the daily pass; tests call it with their clock). */
    deleteExpiredMinutes: () => repository.deleteExpiredMinutes(now()),

    start(): void {
      if (minuteTimer) return;
      armMinuteTimer();
      retention.start();
    },

    /** Credits the minute under way up to now and writes it with everything still queued (a graceful shutdown). */
    async stop(): Promise<void> {
      if (minuteTimer) clearTimeout(minuteTimer);
      minuteTimer = null;
      await retention.stop();
      await write(recorder.closeAll());
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
