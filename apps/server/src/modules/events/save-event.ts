import {
  ERROR_CODES,
  daysBetween,
  isEventLive,
  validateEventSetup,
  type EventSetupFields,
  type PlanLimits,
  type SaveEventBody,
  type SaveEventResult,
} from '@aula/shared';
import { DomainError, validationFailed } from '../../http/domain-error';
import { translate } from '../../i18n/messages';
import type { AuthenticatedUser } from '../../plugins/auth';
import { datesChanged, setupFieldsFromBody, storedFields } from './fields';
import type { SessionFigures } from '../analytics/session-figures';
import { requireOpenEventRoom } from '../plan-limits/policy';
import { requireReachableEvent } from './policy';
import type { EventRow, EventsRepository, SessionChange } from './repository';

/** Whether the event is live now, by the shared rule (docs/rules/events.md#going-live). */
export function liveAt(event: EventRow, nowMs: number): boolean {
  return isEventLive(
    {
      id: event.id,
      code: event.code,
      originalStartDate: event.originalStartDate,
      originalStartTime: event.originalStartTime,
      timezone: event.timezoneOffset,
    },
    nowMs,
  );
}

/** The setup rules with the admins' exemptions (docs/rules/events.md#date-rules); field keys on failure. */
export function checkSetupRules(fields: EventSetupFields, user: AuthenticatedUser, nowMs: number, saved: EventRow | null): void {
  const errors = validateEventSetup(fields, {
    isAdmin: user.isAdmin,
    nowMs,
    saved: saved && {
      startDate: saved.startDate,
      startTime: saved.startTime,
      endDate: saved.endDate,
      endTime: saved.endTime,
      live: liveAt(saved, nowMs),
    },
  });
  const fieldKeys = Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => !!entry[1]));
  if (Object.keys(fieldKeys).length > 0) throw validationFailed(fieldKeys);
}

/**
 * POST /api/event: id 0 creates an event in the caller's company, any other id updates one of its
 * events. When the start or end moves and the agenda has sessions, `moveSessions` decides: '1'
 * shifts every session by the start's day delta, '0' deletes them, and without it the save is
 * refused with 409 `sessions_need_decision` so that the client asks.
 */
export async function saveEvent(
  repository: EventsRepository,
  user: AuthenticatedUser,
  body: SaveEventBody,
  now: Date,
  sessionFigures: Pick<SessionFigures, 'agendaChanged'>,
): Promise<SaveEventResult> {
  const saved = body.id === 0 ? null : await requireReachableEvent(await repository.findById(body.id), user, repository.isAssignedHost);
  const fields = setupFieldsFromBody(body);
  checkSetupRules(fields, user, now.getTime(), saved);
  const values = storedFields(fields);

  if (!saved) {
    const created = await repository.insert({
      ...values,
      companyId: user.companyId,
      originalStartDate: fields.startDate,
      originalStartTime: fields.startTime,
    });
    return { id: created.id };
  }

  let sessions: SessionChange = null;
  if (datesChanged(saved, fields) && (await repository.countSessions(saved.id)) > 0) {
    if (body.moveSessions === '') throw new DomainError(409, ERROR_CODES.sessionsNeedDecision, 'sessions_need_decision');
    sessions = body.moveSessions === '1' ? { kind: 'move', days: daysBetween(saved.startDate, fields.startDate) } : { kind: 'delete' };
  }
  // The original start follows the start until the event goes live; from then on it is what the lock compares with.
  const original = liveAt(saved, now.getTime()) ? {} : { originalStartDate: fields.startDate, originalStartTime: fields.startTime };
  // A published event that had closed and is opened again counts against the plan once more (docs/decisions/0059-plan-limits.md).
  const reopens = Boolean(saved.code) && saved.closingAt < now && values.closingAt >= now;
  const reopening = reopens ? { companyId: saved.companyId, now, check: (limits: PlanLimits, open: number) => requireOpenEventRoom(user, limits, open + 1) } : null;
  const changed = await repository.update(saved.id, { ...values, ...original, updatedAt: now }, sessions, reopening);
  // Moved sessions, or a new zone, put the sessions' slots at other instants (docs/rules/analytics.md#storage).
  if (sessions?.kind === 'move' || values.timezoneOffset !== saved.timezoneOffset) await sessionFigures.agendaChanged(saved.id);

  if (sessions?.kind === 'move') {
    return {
      id: saved.id,
      messageTitle: translate(user.lang, 'sessions_moved_title'),
      messageBody: translate(user.lang, 'sessions_moved_body', { count: changed }),
    };
  }
  if (sessions?.kind === 'delete') {
    return {
      id: saved.id,
      messageTitle: translate(user.lang, 'sessions_deleted_title'),
      messageBody: translate(user.lang, 'sessions_deleted_body', { count: changed }),
    };
  }
  return { id: saved.id };
}
