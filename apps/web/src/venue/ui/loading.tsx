import { useTexts } from '../lib/texts-context';

/** While the venue waits for the server: a spinner that screen readers announce once. */
export function Loading() {
  const { t } = useTexts();
  return (
    <div className="loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('frame.loading')}</span>
    </div>
  );
}
