import { useCallback, useEffect, useMemo } from 'react';
import { useParams } from '@/lib/page-router/page-router';
import { ClosedPage } from '../frame/closed-page';
import { NoticePage } from '../frame/notice-page';
import { VenueFrame } from '../frame/venue-frame';
import { errorText } from '../lib/error-text';
import { localized } from '../lib/localized';
import { paths } from '../lib/paths';
import { useVenueSession } from '../lib/session-context';
import { useVenuePresence } from '../lib/use-venue-presence';
import { VenueLiveContext } from '../lib/venue-live';
import { useChangeLanguage, useTexts } from '../lib/texts-context';
import { rememberSessionLanguage } from '../lib/venue-session';
import { NotificationBell } from '../notifications/notification-bell';
import { Loading } from '../ui/loading';
import type { VenuePage } from '../venue-pages';
import { HeaderLanguageSwitch } from './header-language-switch';
import { ProfileLink } from './profile-link';
import { useSignedInData } from './use-signed-in-data';
import { VenueDataContext } from './venue-data';
import { VenueMenu } from './venue-menu';

/**
 * The signed-in venue: it loads the event's content and the attendee's profile once for all its
 * pages, shows them in the attendee's language, and frames the page with the attendee menu.
 */
export function SignedInShell({ page }: { page: VenuePage }) {
  const { code, session, forget } = useVenueSession();
  const { t, lang } = useTexts();
  const changeLanguage = useChangeLanguage();
  const params = useParams();
  const { state, setProfile, retry } = useSignedInData();
  const ready = state.status === 'ready' ? state : null;

  // The attendee's language is their profile's (docs/rules/venue.md#the-venue), also when it changed elsewhere.
  const profileLang = ready?.profile.lang;
  useEffect(() => {
    if (!profileLang || profileLang === lang) return;
    rememberSessionLanguage(code, profileLang);
    void changeLanguage(profileLang);
  }, [code, profileLang, lang, changeLanguage]);

  // A session opens only its own event's venue; another event's token is not this one's.
  const otherEvent = ready !== null && ready.content.event.code.toLowerCase() !== code.toLowerCase();
  useEffect(() => {
    if (otherEvent) forget('expired');
  }, [otherEvent, forget]);

  // The room the attendee is in, or null elsewhere in the venue. The venue's live connection lives
  // as long as the signed-in visit and learns the room (docs/rules/venue.md#presence).
  const roomId = page.name === 'room' ? Number(params.roomId) : null;
  const sessionGone = useCallback(() => forget('expired'), [forget]);
  const live = useVenuePresence(session?.accessToken ?? null, roomId, sessionGone);

  const data = useMemo(() => (ready ? { content: ready.content, profile: ready.profile, clock: ready.clock, setProfile } : null), [ready, setProfile]);

  if (state.status === 'failed') {
    return (
      <NoticePage title={t('loadFailed.title')} heading={t('loadFailed.title')}>
        <p>{errorText(state.error, t)}</p>
        <button type="button" className="button" onClick={retry}>
          {t('loadFailed.retry')}
        </button>
      </NoticePage>
    );
  }
  if (!data || otherEvent) return <Loading />;
  const { event, design, rooms } = data.content;
  const room = rooms.find((candidate) => candidate.id === roomId);
  if (event.state === 'closed') return <ClosedPage eventName={event.name} design={design} />;
  return (
    <VenueLiveContext value={live}>
      <VenueDataContext value={data}>
        <VenueFrame
          eventName={event.name}
          design={design}
          homePath={paths.home(code)}
          title={room ? localized(lang, room.nameEn, room.nameDe) : t(`titles.${page.name}`)}
          menu={<VenueMenu roomId={roomId} />}
          actions={
            <>
              <HeaderLanguageSwitch />
              <NotificationBell />
              <ProfileLink />
            </>
          }
        >
          <page.Component />
        </VenueFrame>
      </VenueDataContext>
    </VenueLiveContext>
  );
}
