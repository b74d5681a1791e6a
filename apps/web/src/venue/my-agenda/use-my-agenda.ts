import { useCallback, useEffect, useState } from 'react';
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
  const [sessionIds, setSessionIds] = useState<ReadonlySet<number> | null>(null);
  const [feed, setFeed] = useState(false);
  const [reminders, setReminders] = useState<MyAgendaReminders | null>(null);
  const take = useCallback((answer: MyAgenda) => {
    setSessionIds(new Set(answer.sessionIds));
    setReminders(answer.reminders);
    setFeed(answer.feed);
  }, []);
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    venueCall(venueMyAgendaCalls.list).then(
      (answer) => active && take(answer),
      (failure: unknown) => active && setError(errorText(failure, t)),
    );
    return () => {
      active = false;
    };
  }, [t, take]);

  const toggle = useCallback(
    (sessionId: number) => {
      if (!sessionIds || pending.has(sessionId)) return;
      const call = sessionIds.has(sessionId) ? venueMyAgendaCalls.remove : venueMyAgendaCalls.add;
      setPending((current) => new Set(current).add(sessionId));
      setError(null);
      venueCall(call, { params: { sessionId } })
        .then(
          take,
          (failure: unknown) => setError(errorText(failure, t)),
        )
        .finally(() =>
          setPending((current) => {
            const next = new Set(current);
            next.delete(sessionId);
            return next;
          }),
        );
    },
    [sessionIds, pending, t, take],
  );

  const saveReminders = useCallback(
    async (values: MyAgendaReminders) => {
      setError(null);
      try {
        take(await venueCall(venueMyAgendaCalls.saveReminders, { body: values }));
        return true;
      } catch (failure) {
        setError(errorText(failure, t));
        return false;
      }
    },
    [t, take],
  );

  const feedMade = useCallback(() => setFeed(true), []);

  return { sessionIds, reminders, saveReminders, feed, pending, error, toggle, feedMade };
}
