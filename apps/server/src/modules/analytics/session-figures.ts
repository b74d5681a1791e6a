import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { defineJob } from '../../jobs/job';
import type { JobQueue } from '../../jobs/queue';
import { createSessionFiguresRepository } from './session-figures-repository';

/** Recounts one event's session figures under its agenda as it is when the job runs. */
const sessionFiguresJob = defineJob('analytics.session_figures', z.object({ eventId: z.number().int() }));

/**
 * Session figures that follow the agenda (docs/rules/analytics.md#storage): a session's minutes are
 * counted under its slot and room when they are written; when the agenda or the event's time zone
 * changes, a job recounts the event's sessions from the minute rows, so the change answers at once.
 */
export function createSessionFigures(db: Database, deps: { jobs: JobQueue; log: Pick<FastifyBaseLogger, 'info'> }) {
  const repository = createSessionFiguresRepository(db);

  deps.jobs.handle(sessionFiguresJob, async ({ eventId }) => {
    if (!(await repository.recount(eventId))) deps.log.info({ eventId }, 'session figures kept: some minute rows are past retention');
  });

  return {
    /** A session was added, moved (day, time, room) or deleted, or the event's time zone changed. */
    agendaChanged: (eventId: number) => deps.jobs.enqueue(sessionFiguresJob, { eventId }),
  };
}

export type SessionFigures = ReturnType<typeof createSessionFigures>;
