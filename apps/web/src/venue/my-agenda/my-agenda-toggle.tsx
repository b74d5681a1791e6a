import { useTexts } from '../lib/texts-context';

type MyAgendaToggleProps = { added: boolean; busy: boolean; onToggle: () => void; sessionTitleId: string };

/** Adds a session to the attendee's own agenda or takes it out again (docs/rules/venue.md#my-agenda); pressed while it is in. */
export function MyAgendaToggle({ added, busy, onToggle, sessionTitleId }: MyAgendaToggleProps) {
  const { t } = useTexts();
  return (
    <button type="button" className="button secondary my-agenda-toggle" aria-pressed={added} aria-describedby={sessionTitleId} disabled={busy} onClick={onToggle}>
      <span aria-hidden="true">{added ? '✓ ' : '+ '}</span>
      {t(added ? 'agenda.mine.remove' : 'agenda.mine.add')}
    </button>
  );
}
