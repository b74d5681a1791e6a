import { isPollStatusMove, type PollKind, type PollStatus } from '@aula/shared';
import { DomainError, notFound, validationFailed } from '../../http/domain-error';
import { ERROR_CODES } from '@aula/shared';

/** Tenant rule: a poll is reached through its event; one of another event is answered like a missing one. */
export function requirePollOfEvent<T extends { eventId: number }>(poll: T | null, eventId: number): T {
  if (!poll || poll.eventId !== eventId) throw notFound();
  return poll;
}

/** A poll's question, kind and answers are fixed once it was opened, so its votes keep their meaning. */
export const pollLocked = () => new DomainError(409, ERROR_CODES.pollLocked, 'poll_locked');

/** Refuses a move the poll's life does not have (e.g. a draft straight to closed). */
export function requireStatusMove(from: PollStatus, to: PollStatus): void {
  if (!isPollStatusMove(from, to)) throw validationFailed({ status: 'validation.invalid' });
}

/**
 * The options of a ballot: each an option of the poll, each once, exactly one for single choice;
 * anything else is a field error on `optionIds`.
 */
export function requireBallotOptions(kind: PollKind, offered: readonly number[], chosen: readonly number[]): void {
  const known = new Set(offered);
  const distinct = new Set(chosen);
  const fits = distinct.size === chosen.length && chosen.every((id) => known.has(id)) && (kind === 'multiple' || chosen.length === 1);
  if (!fits) throw validationFailed({ optionIds: 'validation.invalid' });
}
