import { formatEventSpan, type VenueEvent } from '@aula/shared';
import { countdownParts, eventZone } from '../lib/agenda-times';
import type { Clock } from '../lib/clock';
import { useNow } from '../lib/clock';
import { useTexts } from '../lib/texts-context';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * Before the start (docs/rules/venue.md#the-venue): how long until the event begins, by the server's clock. It
 * ticks every second for the eye; screen readers are not told every tick, and read the start
 * instant beneath it.
 */
export function Countdown({ event, clock }: { event: VenueEvent; clock: Clock }) {
  const { t, lang } = useTexts();
  const now = useNow(clock, 1_000);
  const parts = countdownParts(event.startMs, now);
  return (
    <section className="countdown card" aria-labelledby="countdown-title">
      <h2 id="countdown-title">{t('home.startsIn')}</h2>
      <p className="countdown-parts" role="timer" aria-live="off">
        {UNITS.map((unit) => (
          <span key={unit}>
            <strong>{parts[unit]}</strong> {t(`home.units.${unit}`, { count: parts[unit] })}
          </span>
        ))}
      </p>
      <p>{t('home.startsAt', { time: formatEventSpan(event.startMs, event.endMs, eventZone(event), lang) })}</p>
    </section>
  );
}
