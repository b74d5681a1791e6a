import { useState } from 'react';
import { MY_AGENDA_REMINDER_MINUTES, type MyAgendaReminders as Reminders } from '@aula/shared';
import { useTexts } from '../lib/texts-context';

type MyAgendaRemindersProps = { reminders: Reminders; onSave: (values: Reminders) => Promise<boolean> };

/**
 * When the attendee is reminded of the sessions of their own agenda (docs/rules/venue.md#my-agenda):
 * minutes before, or not at all, and by e-mail too only when they tick it. Each change is saved at once.
 */
export function MyAgendaReminders({ reminders, onSave }: MyAgendaRemindersProps) {
  const { t } = useTexts();
  const [saved, setSaved] = useState(false);

  // The controls stay enabled while a change is saved, so focus stays where the attendee left it; each answer replaces the last.
  const save = (values: Reminders) => {
    setSaved(false);
    void onSave(values).then(setSaved);
  };

  return (
    <fieldset className="my-agenda-reminders card">
      <legend>{t('agenda.reminders.title')}</legend>
      <div className="field">
        <label htmlFor="my-agenda-remind">{t('agenda.reminders.when')}</label>
        <select
          id="my-agenda-remind"
          value={reminders.minutesBefore ?? ''}
          onChange={(event) => {
            const minutes = MY_AGENDA_REMINDER_MINUTES.find((choice) => String(choice) === event.target.value) ?? null;
            save({ ...reminders, minutesBefore: minutes });
          }}
        >
          <option value="">{t('agenda.reminders.off')}</option>
          {MY_AGENDA_REMINDER_MINUTES.map((minutes) => (
            <option key={minutes} value={minutes}>
              {t('agenda.reminders.minutes', { count: minutes })}
            </option>
          ))}
        </select>
      </div>
      <label className="check">
        <input type="checkbox" checked={reminders.byMail} disabled={reminders.minutesBefore === null} onChange={(event) => save({ ...reminders, byMail: event.target.checked })} />
        {t('agenda.reminders.byMail')}
      </label>
      <p className="hint">{t('agenda.reminders.hint')}</p>
      <p role="status" className="hint">
        {saved ? t('agenda.reminders.saved') : ''}
      </p>
    </fieldset>
  );
}
