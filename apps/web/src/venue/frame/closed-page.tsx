import { useEffect } from 'react';
import type { VenueDesign } from '@aula/shared';
import { applyDesign } from '../lib/design';
import { useTexts } from '../lib/texts-context';
import { NoticePage } from './notice-page';

/** After closing (docs/rules/venue.md#the-venue): the event's name in its design, and that it has closed. */
export function ClosedPage({ eventName, design }: { eventName: string; design: VenueDesign }) {
  const { t } = useTexts();
  useEffect(() => applyDesign(design), [design]);
  return (
    <NoticePage title={eventName} heading={t('closed.title')}>
      <p className="facts">
        <strong>{eventName}</strong>
      </p>
      <p>{t('closed.text')}</p>
    </NoticePage>
  );
}
