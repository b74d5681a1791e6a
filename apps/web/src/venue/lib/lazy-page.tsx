import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import type { Language } from '@aula/shared';
import { Loading } from '../ui/loading';
import { loadPageTexts, type Catalogue } from './texts';
import { PageTextsProvider, useTexts } from './texts-context';

/**
 * A venue page that is not part of the first load (docs/rules/performance.md#venue-first-load): its
 * code and its texts (`locales/<lang>/venue-pages/<name>.json`, read as `t('<name>.…')`) load when
 * the page is first shown, and its texts again in the other language when the attendee switches.
 */
export function lazyVenuePage(name: string, load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Page = lazy(load);
  function LazyVenuePage() {
    const { lang, t } = useTexts();
    const [texts, setTexts] = useState<{ lang: Language; catalogue: Catalogue } | 'failed' | null>(null);
    useEffect(() => {
      let active = true;
      loadPageTexts(name, lang).then(
        (catalogue) => active && setTexts({ lang, catalogue }),
        () => active && setTexts('failed'),
      );
      return () => {
        active = false;
      };
    }, [lang]);
    if (texts === 'failed') {
      return (
        <p className="wrap page" role="alert">
          {t('errors.network')}
        </p>
      );
    }
    if (!texts) return <Loading />;
    return (
      <PageTextsProvider namespace={name} catalogue={texts.catalogue}>
        <Suspense fallback={<Loading />}>
          <Page />
        </Suspense>
      </PageTextsProvider>
    );
  }
  return LazyVenuePage;
}
