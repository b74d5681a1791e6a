import { Link } from '@/lib/page-router/link';
import { useTexts } from '../lib/texts-context';

/** A path under the venue that is none of its pages. */
export function PageNotFound({ homePath }: { homePath: string }) {
  const { t } = useTexts();
  return (
    <div className="wrap page">
      <h1>{t('pageNotFound.title')}</h1>
      <p>{t('pageNotFound.text')}</p>
      <p>
        <Link to={homePath}>{t('pageNotFound.back')}</Link>
      </p>
    </div>
  );
}
