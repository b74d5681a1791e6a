import { useTranslation } from 'react-i18next';
import type { SessionView } from '../lib/agenda-view';
import classes from './agenda.module.css';

/** A session's warnings in words: overlap in its room, outside the event, ending before it starts. */
export function SessionWarnings({ view }: { view: SessionView }) {
  const { t } = useTranslation('validation');
  if (!view.overlapsWith && !view.problem) return null;
  return (
    <>
      {view.problem && (
        <span className={classes.warning} role="note">
          ⚠ {t(view.problem.replace('validation.', ''))}
        </span>
      )}
      {view.overlapsWith && (
        <span className={classes.warning} role="note">
          ⚠ {t('session_overlaps', { title: view.overlapsWith })}
        </span>
      )}
    </>
  );
}
