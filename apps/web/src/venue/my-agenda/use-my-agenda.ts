import { useCallback, useEffect, useMemo, useState } from 'react';
import { venueMyAgendaCalls, type MyAgenda, type MyAgendaReminders } from '@aula/shared';
import { errorText } from '../lib/error-text';
import { useTexts } from '../lib/texts-context';
import { venueCall } from '../lib/venue-api';

export type MyAgendaState = {
  /** The sessions in the attendee's own agenda; null until the first answer. */
  sessionIds: ReadonlySet<number> | null;
  /** When the attendee is reminded of their sessions; null until the first answer. */
  reminders: MyAgendaReminders | null;
  /** Saves new reminder settings: true once saved; false, with what went wrong shown, if not. */
  saveReminders: (values: MyAgendaReminders) => Promise<boolean>;
  /** Whether the attendee has a calendar link (shown only when it is made). */
  feed: boolean;
  /** The sessions whose add or remove is under way. */
  pending: ReadonlySet<number>;
  /** What went wrong with the last call, for the attendee; null when nothing did. */
  error: string | null;
  toggle: (sessionId: number) => void;
  /** Notes that a new calendar link was made. */
  feedMade: () => void;
};

/**
 * The attendee's own agenda (docs/rules/venue.md#my-agenda): read once, then each add or remove
 * answers the whole list, which replaces what is shown, so two tabs never drift for long.
 */
export function useMyAgenda(): MyAgendaState {
  const { t } = useTexts();
  const [agenda, setAgenda] = useState<MyAgenda | null>(null);
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  // The failure itself, so that its text follows a change of language.
  const [failure, setFailure] = useState<unknown>(null);
  const sessionIds = useMemo(() => (agenda ? new Set(agenda.sessionIds) : null), [agenda]);

  useEffect(() => {
    let active = true;
    venueCall(venueMyAgendaCalls.list).then(
      (answer) => active && setAgenda(answer),
      (error: unknown) => active && setFailure(error),
    );
    return () => {
      active = false;
    };
  }, []);

  const toggle = useCallback(
    (sessionId: number) => {
      if (!sessionIds || pending.has(sessionId)) return;
      const call = sessionIds.has(sessionId) ? venueMyAgendaCalls.remove : venueMyAgendaCalls.add;
      setPending((current) => new Set(current).add(sessionId));
      setFailure(null);
      venueCall(call, { params: { sessionId } })
        .then(setAgenda, setFailure)
        .finally(() =>
          setPending((current) => {
            const next = new Set(current);
            next.delete(sessionId);
            return next;
          }),
        );
    },
    [sessionIds, pending],
  );

  const saveReminders = useCallback(async (values: MyAgendaReminders) => {
    setFailure(null);
    try {
      setAgenda(await venueCall(venueMyAgendaCalls.saveReminders, { body: values }));
      return true;
    } catch (error) {
      setFailure(error);
      return false;
    }
  }, []);

  const feedMade = useCallback(() => setAgenda((current) => current && { ...current, feed: true }), []);

  return {
    sessionIds,
    reminders: agenda?.reminders ?? null,
    saveReminders,
    feed: agenda?.feed ?? false,
    pending,
    error: failure ? errorText(failure, t) : null,
    toggle,
    feedMade,
  };
}
