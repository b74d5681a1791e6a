import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Loading } from '../ui/loading';
import { PageTextsProvider, useTexts } from './texts-context';

/**
 * A venue page that loads with its own code and texts when it is first opened, so that what only
 * it shows does not weigh on the venue's first load (docs/decisions/0163-venue-pages-load-with-their-texts.md).
 * `name` is the page's texts file, `locales/<lang>/venue-pages/<name>.json`, read as `t('<name>.…')`.
 */
export function lazyVenuePage(name: string, load: () => Promise<ComponentType>): ComponentType {
  let loading: Promise<{ default: ComponentType }> | null = null;
  const loadOnce = () => (loading ??= load().then((page) => ({ default: page })));
  const Page = lazy(loadOnce);
  function LazyVenuePage() {
    // The page's code comes while its texts load, not after them.
    void loadOnce().catch(() => undefined);
    return (
      <PageLoadBoundary>
        <PageTextsProvider page={name} fallback={<Loading />}>
          <Suspense fallback={<Loading />}>
            <Page />
          </Suspense>
        </PageTextsProvider>
      </PageLoadBoundary>
    );
  }
  LazyVenuePage.displayName = `LazyVenuePage(${name})`;
  return LazyVenuePage;
}

/** A page whose files could not be fetched (offline, or replaced by a newer release) asks for a reload. */
class PageLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <PageLoadFailed /> : this.props.children;
  }
}

function PageLoadFailed() {
  const { t } = useTexts();
  return (
    <div className="page-load-failed" role="alert">
      <p>{t('frame.pageLoadFailed')}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('frame.reload')}
      </button>
    </div>
  );
}
