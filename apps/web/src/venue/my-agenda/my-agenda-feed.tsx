import { useState } from 'react';
import { venueMyAgendaCalls } from '@aula/shared';
import { errorText } from '../lib/error-text';
import { useTexts } from '../lib/texts-context';
import { venueCall } from '../lib/venue-api';

type MyAgendaFeedProps = { feed: boolean; onMade: () => void };

/**
 * The private calendar link of the attendee's own agenda (docs/rules/venue.md#my-agenda). Only the
 * link's hash is kept, so a link is shown once, when it is made; a new one replaces the old.
 */
export function MyAgendaFeed({ feed, onMade }: MyAgendaFeedProps) {
  const { t } = useTexts();
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const make = () => {
    setBusy(true);
    setError(null);
    setStatus(null);
    venueCall(venueMyAgendaCalls.newFeed)
      .then(
        (answer) => {
          setUrl(answer.url);
          onMade();
        },
        (failure: unknown) => setError(errorText(failure, t)),
      )
      .finally(() => setBusy(false));
  };

  const copy = (link: string) => {
    navigator.clipboard.writeText(link).then(
      () => setStatus(t('agenda.feed.copied')),
      () => setStatus(t('agenda.feed.copyFailed')),
    );
  };

  return (
    <section className="my-agenda-feed card" aria-labelledby="my-agenda-feed-title">
      <h2 id="my-agenda-feed-title">{t('agenda.feed.title')}</h2>
      <p>{t('agenda.feed.intro')}</p>
      {url ? (
        <>
          <div className="field">
            <label htmlFor="my-agenda-feed-url">{t('agenda.feed.linkLabel')}</label>
            <input id="my-agenda-feed-url" type="text" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
          </div>
          <p className="hint">{t('agenda.feed.shownOnce')}</p>
          <div className="my-agenda-feed-actions">
            <button type="button" className="button" onClick={() => copy(url)}>
              {t('agenda.feed.copy')}
            </button>
            <button type="button" className="button secondary" disabled={busy} onClick={make}>
              {t('agenda.feed.renew')}
            </button>
          </div>
        </>
      ) : (
        <>
          {feed && <p className="hint">{t('agenda.feed.hidden')}</p>}
          <button type="button" className="button" disabled={busy} onClick={make}>
            {t(feed ? 'agenda.feed.renew' : 'agenda.feed.subscribe')}
          </button>
        </>
      )}
      <p role="status" className="hint">
        {status}
      </p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
