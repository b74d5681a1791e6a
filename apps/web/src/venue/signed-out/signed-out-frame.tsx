import { ClosedPage } from '../frame/closed-page';
import { LanguageSwitch } from '../frame/language-switch';
import { NoticePage } from '../frame/notice-page';
import { PageNotFound } from '../frame/page-not-found';
import { VenueFrame } from '../frame/venue-frame';
import { errorText } from '../lib/error-text';
import { paths } from '../lib/paths';
import { useVenueSession } from '../lib/session-context';
import { useChangeLanguage, useTexts } from '../lib/texts-context';
import { chooseLanguage } from '../lib/venue-session';
import { Loading } from '../ui/loading';
import type { VenuePage } from '../venue-pages';
import { EntryContext, useEntry } from './use-entry';

/**
 * The pages before sign-in, in the event's design and with the EN/DE switch: for an unknown or
 * unpublished code the not-found page, after closing the closed page.
 */
export function SignedOutFrame({ page }: { page: VenuePage | undefined }) {
  const { code } = useVenueSession();
  const { t } = useTexts();
  const changeLanguage = useChangeLanguage();
  const { result, retry } = useEntry(code);

  if (!result) return <Loading />;
  if (result.kind === 'not-found') {
    return (
      <NoticePage withDefaultDesign title={t('notFound.title')} heading={t('notFound.title')}>
        <p>{t('notFound.text')}</p>
      </NoticePage>
    );
  }
  if (result.kind === 'failed') {
    return (
      <NoticePage withDefaultDesign title={t('loadFailed.title')} heading={t('loadFailed.title')}>
        <p>{errorText(result.error, t)}</p>
        <button type="button" className="button" onClick={retry}>
          {t('loadFailed.retry')}
        </button>
      </NoticePage>
    );
  }
  const { event, design } = result.entry;
  if (event.state === 'closed') return <ClosedPage eventName={event.name} design={design} />;
  return (
    <EntryContext value={result.entry}>
      <VenueFrame
        eventName={event.name}
        design={design}
        homePath={paths.signIn(code)}
        title={page ? t(`titles.${page.name}`) : t('pageNotFound.title')}
        actions={
          <LanguageSwitch
            onChange={(lang) => {
              chooseLanguage(code, lang);
              void changeLanguage(lang);
            }}
          />
        }
      >
        {page ? <page.Component /> : <PageNotFound homePath={paths.signIn(code)} />}
      </VenueFrame>
    </EntryContext>
  );
}
