import { useEffect, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { RESTRICTION_KINDS, engagementCalls, venueChatCalls, type ChatMessage, type RestrictionKind } from '@aula/shared';
import { errorText } from '../../lib/error-text';
import { useTexts } from '../../lib/texts-context';
import { venueCall } from '../../lib/venue-api';
import { useVenueNotice } from '../../lib/venue-live';
import { Alert } from '../../ui/alert';
import { Loading } from '../../ui/loading';
import { ChatComposer } from './chat-composer';
import { ChatMessageItem, type ChatActions } from './chat-message';
import { useChatChannel } from './use-chat-channel';
import { useMarkRead } from './use-mark-read';
import './chat.css';

const restrictionNoticeSchema = z.object({ kind: z.enum(RESTRICTION_KINDS) });

type ChatChannelViewProps = {
  channelId: number;
  /** Direct channels are private: moderators have no tools there. */
  direct: boolean;
  accountId: number;
  moderator: boolean;
  title: string;
};

/** How close to the end (in pixels) the list must be to follow new messages down. */
const FOLLOW_SLACK = 80;

/**
 * A channel, live: its pinned messages, its messages (older ones on request), and the composer.
 * A moderator's deletion or pin reaches every reader at once; a mute or ban closes the composer
 * the moment the attendee is told of it.
 */
export function ChatChannelView({ channelId, direct, accountId, moderator, title }: ChatChannelViewProps) {
  const { t } = useTexts();
  const { messages, status, apply, hasOlder, loadingOlder, loadOlder } = useChatChannel(channelId);
  const [restricted, setRestricted] = useState<RestrictionKind | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const following = useRef(true);
  const lastId = messages.at(-1)?.id;
  useMarkRead(channelId, lastId, direct);

  useEffect(() => {
    let active = true;
    venueCall(engagementCalls.venueEngagement).then(
      (standing) => active && setRestricted(standing.restriction?.kind ?? null),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);
  useVenueNotice('restricted', (data) => {
    const parsed = z.safeParse(restrictionNoticeSchema, data);
    if (parsed.success) setRestricted((current) => (current === 'ban' ? current : parsed.data.kind));
  });
  useVenueNotice('unrestricted', (data) => {
    const parsed = z.safeParse(restrictionNoticeSchema, data);
    if (parsed.success) setRestricted((current) => (current === parsed.data.kind ? null : current));
  });

  useEffect(() => {
    const element = list.current;
    if (element && following.current) element.scrollTop = element.scrollHeight;
  }, [lastId]);

  const act = async (run: () => Promise<ChatMessage | void>) => {
    setFailure(null);
    try {
      const changed = await run();
      if (changed) apply([changed]);
    } catch (caught) {
      setFailure(errorText(caught, t));
      throw caught;
    }
  };
  const quietly = (run: () => Promise<ChatMessage | void>) => act(run).catch(() => undefined);
  const params = (message: ChatMessage) => ({ params: { messageId: message.id } });
  const actions: ChatActions = {
    edit: (message, body) => act(() => venueCall(venueChatCalls.edit, { ...params(message), body: { body } })),
    remove: (message) => quietly(() => venueCall(venueChatCalls.delete, params(message))),
    react: (message, emoji, on) => quietly(() => venueCall(venueChatCalls.react, { ...params(message), body: { emoji, on } })),
    report: (message) => act(() => venueCall(venueChatCalls.report, { ...params(message), body: { reason: '' } }).then(() => undefined)),
    pin: (message, pinned) => quietly(() => venueCall(venueChatCalls.pin, { ...params(message), body: { pinned } })),
  };

  if (status === 'refused') return <Alert tone="error">{t('chat.unavailable')}</Alert>;
  const pinned = messages.filter((message) => message.pinned);
  const moderating = moderator && !direct;
  const mayWrite = restricted === null;
  const item = (message: ChatMessage) => (
    <ChatMessageItem key={message.id} message={message} accountId={accountId} moderating={moderating} mayWrite={mayWrite} actions={actions} />
  );

  return (
    <section className="chat-channel" aria-label={title}>
      {pinned.length > 0 && (
        <section className="chat-pinned" aria-label={t('chat.pinnedMessages')}>
          <ol className="chat-list">{pinned.map(item)}</ol>
        </section>
      )}
      {status === 'failed' && <Alert tone="error">{t('chat.loadFailed')}</Alert>}
      {failure && <Alert tone="error">{failure}</Alert>}
      {status === 'loading' ? (
        <Loading />
      ) : (
        <ol
          ref={list}
          className="chat-list chat-scroll"
          aria-label={t('chat.messages')}
          aria-live="polite"
          aria-relevant="additions"
          onScroll={(event) => {
            const element = event.currentTarget;
            following.current = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_SLACK;
          }}
        >
          {hasOlder && (
            <li className="chat-older">
              <button type="button" className="button secondary" disabled={loadingOlder} onClick={() => void loadOlder()}>
                {t('chat.loadOlder')}
              </button>
            </li>
          )}
          {messages.length === 0 && <li className="empty">{t('chat.empty')}</li>}
          {messages.map(item)}
        </ol>
      )}
      {restricted && <Alert tone="info">{t(restricted === 'ban' ? 'chat.banned' : 'chat.muted')}</Alert>}
      <ChatComposer
        label={t('chat.writeLabel', { channel: title })}
        submitLabel={t('chat.send')}
        disabled={!mayWrite}
        onSubmit={async (body) => {
          const message = await venueCall(venueChatCalls.post, { params: { channelId }, body: { body } });
          following.current = true;
          apply([message]);
        }}
      />
    </section>
  );
}
