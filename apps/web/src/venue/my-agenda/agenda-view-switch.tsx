import { useTexts } from '../lib/texts-context';

export type AgendaView = 'all' | 'mine';

const VIEWS: readonly AgendaView[] = ['all', 'mine'];

/** Whether the agenda lists every session or only the attendee's own (docs/rules/venue.md#my-agenda). */
export function AgendaViewSwitch({ view, onChange, count }: { view: AgendaView; onChange: (view: AgendaView) => void; count: number | null }) {
  const { t } = useTexts();
  return (
    <div className="agenda-views" role="group" aria-label={t('agenda.views.label')}>
      {VIEWS.map((option) => (
        <button key={option} type="button" aria-pressed={option === view} onClick={() => onChange(option)}>
          {option === 'mine' && count !== null ? t('agenda.views.mineCount', { count }) : t(`agenda.views.${option}`)}
        </button>
      ))}
    </div>
  );
}
