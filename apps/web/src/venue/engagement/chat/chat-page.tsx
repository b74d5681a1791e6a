import { useState } from 'react';
import { venueChatCalls, type ChatPerson, type VenueChatChannel } from '@aula/shared';
import { Link } from '@/lib/page-router/link';
import { useNavigate, useParams } from '@/lib/page-router/page-router';
import { errorText } from '../../lib/error-text';
import { localized } from '../../lib/localized';
import { paths } from '../../lib/paths';
import { useVenueSession } from '../../lib/session-context';
import { useTexts } from '../../lib/texts-context';
import { venueCall } from '../../lib/venue-api';
import { useVenueData } from '../../signed-in/venue-data';
import { Alert } from '../../ui/alert';
import { Loading } from '../../ui/loading';
import { RestrictionsPanel } from '../moderation/restrictions-panel';
import { ChatChannelView } from './chat-channel-view';
import { UnreadBadge } from './unread-badge';
import { useVenueChat } from './use-venue-chat';

/**
 * The venue's chat: the event's channel, each room's, and direct conversations when the event
 * allows them; one channel open beside the list (the event's when none is chosen). Moderators
 * also find the event's mutes and bans below, to lift them.
 */
export function ChatPage() {
  const { code } = useVenueSession();
  const { content } = useVenueData();
  const { t, lang } = useTexts();
  const { channelId } = useParams();
  const { chat, error, adopt } = useVenueChat();

  const nameOf = (channel: VenueChatChannel) => {
    if (channel.kind === 'event') return t('chat.eventChannel');
    if (channel.kind === 'direct') return channel.peer?.displayName || t('chat.unknownAuthor');
    const room = content.rooms.find((candidate) => candidate.id === channel.roomId);
    return room ? localized(lang, room.nameEn, room.nameDe) : '';
  };

  if (error) {
    return (
      <div className="wrap page">
        <h1>{t('titles.chat')}</h1>
        <Alert tone="error">{error}</Alert>
      </div>
    );
  }
  if (!chat) return <Loading />;
  const shared = chat.channels.filter((channel) => channel.kind !== 'direct');
  const direct = chat.channels.filter((channel) => channel.kind === 'direct');
  const open = channelId === undefined ? chat.channels.find((channel) => channel.kind === 'event') : chat.channels.find((channel) => String(channel.id) === channelId);
  const channelLink = (channel: VenueChatChannel) => (
    <li key={channel.id}>
      <Link to={paths.chatChannel(code, channel.id)} aria-current={channel.id === open?.id ? 'page' : undefined}>
        {nameOf(channel)}
        {channel.id !== open?.id && <UnreadBadge count={channel.unread} />}
      </Link>
    </li>
  );

  return (
    <div className="wrap page chat-page">
      <h1>{t('titles.chat')}</h1>
      <div className="chat-layout">
        <nav className="chat-channels" aria-label={t('chat.channels')}>
          <ul>{shared.map(channelLink)}</ul>
          {chat.directMessages && (
            <>
              <h2>{t('chat.direct')}</h2>
              {direct.length > 0 ? <ul>{direct.map(channelLink)}</ul> : <p className="empty">{t('chat.noDirect')}</p>}
              <PeoplePicker onOpened={adopt} />
            </>
          )}
        </nav>
        <div className="chat-open">
          {open ? (
            <>
              <h2>{nameOf(open)}</h2>
              <ChatChannelView
                key={open.id}
                channelId={open.id}
                direct={open.kind === 'direct'}
                accountId={chat.accountId}
                moderator={chat.moderator}
                title={nameOf(open)}
              />
            </>
          ) : (
            <Alert tone="error">{t('chat.unavailable')}</Alert>
          )}
        </div>
      </div>
      {chat.moderator && <RestrictionsPanel />}
    </div>
  );
}

/** Finds another attendee by name and opens the direct conversation with them, new or not. */
function PeoplePicker({ onOpened }: { onOpened: (channel: VenueChatChannel) => void }) {
  const { code } = useVenueSession();
  const { t } = useTexts();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [people, setPeople] = useState<ChatPerson[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const search = async () => {
    setError(null);
    try {
      setPeople(await venueCall(venueChatCalls.people, { query: { q: query } }));
    } catch (caught) {
      setError(errorText(caught, t));
    }
  };
  const openWith = async (person: ChatPerson) => {
    try {
      const channel = await venueCall(venueChatCalls.direct, { body: { accountId: person.accountId } });
      onOpened(channel);
      navigate(paths.chatChannel(code, channel.id));
    } catch (caught) {
      setError(errorText(caught, t));
    }
  };

  return (
    <div className="chat-people">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          void search();
        }}
      >
        <label htmlFor="chat-people-search">{t('chat.findPerson')}</label>
        <div className="chat-composer-row">
          <input id="chat-people-search" type="search" value={query} maxLength={65} onChange={(event) => setQuery(event.target.value)} />
          <button type="submit" className="button secondary">
            {t('chat.search')}
          </button>
        </div>
      </form>
      {error && <Alert tone="error">{error}</Alert>}
      {people && people.length === 0 && <p className="empty">{t('chat.nobodyFound')}</p>}
      {people && people.length > 0 && (
        <ul>
          {people.map((person) => (
            <li key={person.accountId}>
              <button type="button" className="button link" onClick={() => void openWith(person)}>
                {t('chat.writeTo', { name: person.displayName })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
