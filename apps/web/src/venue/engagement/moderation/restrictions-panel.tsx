import { useState } from 'react';
import { engagementCalls, formatShownDateTimeInZone, type Restriction } from '@aula/shared';
import { errorText } from '../../lib/error-text';
import { useTexts } from '../../lib/texts-context';
import { VenueApiError, venueCall } from '../../lib/venue-api';
import { useVenueEventZone } from '../../signed-in/venue-data';
import { Alert } from '../../ui/alert';
import { useVenueRestrictions } from './use-venue-restrictions';
import './moderation.css';

/**
 * For moderators: who is muted or banned in the event, by whom and until when, each with "Lift"
 * after a confirmation. The list follows every change live, whoever made it.
 */
export function RestrictionsPanel() {
  const { t, lang } = useTexts();
  const { status, restrictions, refresh } = useVenueRestrictions();
  const [message, setMessage] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const zone = useVenueEventZone();
  const when = (iso: string) => (zone ? formatShownDateTimeInZone(Date.parse(iso), zone, lang) : '');
  const nameOf = (restriction: Restriction) => restriction.displayName || t('chat.unknownAuthor');
  const keyOf = (restriction: Restriction) => `${restriction.accountId}-${restriction.kind}`;

  const lift = async (restriction: Restriction) => {
    const name = nameOf(restriction);
    if (!window.confirm(t(`moderation.confirm.${restriction.kind}`, { name }))) return;
    setMessage(null);
    setBusy(keyOf(restriction));
    try {
      await venueCall(engagementCalls.venueLift, { body: { accountId: restriction.accountId, kind: restriction.kind } });
      setMessage({ tone: 'info', text: t(`moderation.lifted.${restriction.kind}`, { name }) });
    } catch (caught) {
      // Gone already: it ran out, or someone else lifted it first.
      if (caught instanceof VenueApiError && caught.status === 404) setMessage({ tone: 'info', text: t('moderation.alreadyLifted', { name }) });
      else setMessage({ tone: 'error', text: errorText(caught, t) });
    } finally {
      setBusy(null);
      refresh();
    }
  };

  return (
    <section className="restrictions" aria-labelledby="venue-restrictions">
      <h2 id="venue-restrictions">{t('moderation.title')}</h2>
      <p className="hint">{t('moderation.intro')}</p>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      {status === 'failed' && <Alert tone="error">{t('moderation.loadFailed')}</Alert>}
      {status === 'loading' && <p aria-busy="true">{t('moderation.loading')}</p>}
      {status === 'ready' && restrictions.length === 0 && <p className="empty">{t('moderation.empty')}</p>}
      {restrictions.length > 0 && (
        <ul className="restriction-list" aria-label={t('moderation.title')}>
          {restrictions.map((restriction) => (
            <li key={keyOf(restriction)} className="restriction">
              <div>
                <strong>{nameOf(restriction)}</strong> <span className={`badge ${restriction.kind}`}>{t(`moderation.kinds.${restriction.kind}`)}</span>
                <div className="restriction-meta">
                  {restriction.by && <span>{t(`moderation.by.${restriction.by.kind}`, { name: restriction.by.displayName || t('chat.unknownAuthor') })}</span>}
                  <span>{t('moderation.since', { time: when(restriction.createdAt) })}</span>
                  <span>{restriction.until ? t('moderation.until', { time: when(restriction.until) }) : t('moderation.untilLifted')}</span>
                </div>
              </div>
              <button
                type="button"
                className="button secondary"
                disabled={busy === keyOf(restriction)}
                aria-label={t(`moderation.liftFor.${restriction.kind}`, { name: nameOf(restriction) })}
                onClick={() => void lift(restriction)}
              >
                {t('moderation.lift')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
