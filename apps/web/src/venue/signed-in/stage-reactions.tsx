import { useEffect, useRef, useState, type ReactNode } from 'react';
import { REACTION_EMOJI, REACTION_KINDS, ROOM_TOPIC_EVENTS, floatsOf, topicOf, venueReactionCalls, type ReactionKind, type ReactionsPush } from '@aula/shared';
import { useTexts } from '../lib/texts-context';
import { VenueApiError, venueCall } from '../lib/venue-api';
import { useVenueLive } from '../lib/venue-live';

/** After the server's "too many", the bar rests this long instead of saying so: a reaction is not worth an error. */
const REST_AFTER_LIMIT_MS = 5_000;

type Float = { id: number; kind: ReactionKind; left: number };

/**
 * A stage with its live reactions (docs/rules/venue.md#reactions): the reactions everyone in the
 * room sends float up over the stream, and a row of buttons sends one. The floats are decoration,
 * hidden from screen readers; the buttons carry the reactions' names.
 */
export function StageReactions({ roomId, children }: { roomId: number; children: ReactNode }) {
  const { t } = useTexts();
  const live = useVenueLive();
  const [floats, setFloats] = useState<Float[]>([]);
  const [resting, setResting] = useState(false);
  const nextId = useRef(0);

  useEffect(
    () =>
      live.follow(topicOf('room', roomId), {
        onChange: (event, data) => {
          if (event !== ROOM_TOPIC_EVENTS.reactions) return;
          const added = floatsOf((data as ReactionsPush).counts).map((kind) => ({ id: nextId.current++, kind, left: 10 + Math.random() * 80 }));
          setFloats((current) => [...current, ...added]);
        },
      }),
    [live, roomId],
  );

  useEffect(() => {
    if (!resting) return;
    const timer = window.setTimeout(() => setResting(false), REST_AFTER_LIMIT_MS);
    return () => window.clearTimeout(timer);
  }, [resting]);

  const send = (kind: ReactionKind) => {
    venueCall(venueReactionCalls.react, { params: { roomId }, body: { kind } }).catch((error: unknown) => {
      if (error instanceof VenueApiError && error.status === 429) setResting(true);
    });
  };

  return (
    <div className="stage-reactions">
      <div className="stage-with-floats">
        {children}
        <div className="reaction-floats" aria-hidden="true">
          {floats.map((float) => (
            <span
              key={float.id}
              className="reaction-float"
              style={{ left: `${float.left}%` }}
              onAnimationEnd={() => setFloats((current) => current.filter((other) => other.id !== float.id))}
            >
              {REACTION_EMOJI[float.kind]}
            </span>
          ))}
        </div>
      </div>
      <div className="reaction-bar" role="group" aria-label={t('room.reactions.label')}>
        {REACTION_KINDS.map((kind) => (
          <button key={kind} type="button" className="reaction" aria-label={t(`room.reactions.${kind}`)} title={t(`room.reactions.${kind}`)} disabled={resting} onClick={() => send(kind)}>
            {REACTION_EMOJI[kind]}
          </button>
        ))}
      </div>
    </div>
  );
}
