import { useState } from 'react';
import { CHAT_REACTIONS, formatShownTimeInZone, type ChatMessage, type ChatReaction } from '@aula/shared';
import { useTexts } from '../../lib/texts-context';
import { useVenueEventZone } from '../../signed-in/venue-data';
import { ChatBody } from './chat-body';
import { ChatComposer } from './chat-composer';

export type ChatActions = {
  edit: (message: ChatMessage, body: string) => Promise<void>;
  remove: (message: ChatMessage) => Promise<void>;
  react: (message: ChatMessage, emoji: ChatReaction, on: boolean) => Promise<void>;
  report: (message: ChatMessage) => Promise<void>;
  pin: (message: ChatMessage, pinned: boolean) => Promise<void>;
};

type ChatMessageItemProps = {
  message: ChatMessage;
  accountId: number;
  /** A moderator in a channel where moderators act (not a direct one). */
  moderating: boolean;
  mayWrite: boolean;
  actions: ChatActions;
};

/** One message: who wrote it and when, its text, reactions, and what the viewer may do with it. */
export function ChatMessageItem({ message, accountId, moderating, mayWrite, actions }: ChatMessageItemProps) {
  const { t } = useTexts();
  const [editing, setEditing] = useState(false);
  const [reported, setReported] = useState(false);
  const own = message.author.accountId === accountId;
  const name = message.author.displayName || t('chat.unknownAuthor');
  const zone = useVenueEventZone();
  const time = zone ? formatShownTimeInZone(message.createdMs, zone) : '';
  return (
    <li className={`chat-message${message.pinned ? ' pinned' : ''}${own ? ' own' : ''}`} data-message-id={message.id}>
      <div className="chat-meta">
        <strong>{name}</strong>
        {message.author.kind === 'organiser' && <span className="badge">{t('chat.organiser')}</span>}
        <time dateTime={new Date(message.createdMs).toISOString()}>{time}</time>
        {message.editedMs !== null && <span className="chat-edited">{t('chat.edited')}</span>}
        {message.pinned && <span className="badge">{t('chat.pinned')}</span>}
      </div>
      {editing ? (
        <ChatComposer
          initial={message.body}
          label={t('chat.editLabel')}
          submitLabel={t('chat.save')}
          onCancel={() => setEditing(false)}
          onSubmit={async (body) => {
            await actions.edit(message, body);
            setEditing(false);
          }}
        />
      ) : (
        <ChatBody body={message.body} />
      )}
      <div className="chat-reactions" role="group" aria-label={t('chat.reactions')}>
        {CHAT_REACTIONS.map((emoji) => {
          const chosen = message.reactions.find((reaction) => reaction.emoji === emoji)?.accountIds ?? [];
          const mine = chosen.includes(accountId);
          if (chosen.length === 0 && !mayWrite) return null;
          return (
            <button
              key={emoji}
              type="button"
              className={`chat-reaction${chosen.length ? ' used' : ''}`}
              aria-pressed={mine}
              aria-label={t('chat.reactWith', { emoji, count: chosen.length })}
              disabled={!mayWrite}
              onClick={() => void actions.react(message, emoji, !mine)}
            >
              <span aria-hidden="true">{emoji}</span>
              {chosen.length > 0 && <span aria-hidden="true"> {chosen.length}</span>}
            </button>
          );
        })}
      </div>
      {!editing && (
        <div className="chat-actions">
          {own && mayWrite && (
            <button type="button" className="button link" onClick={() => setEditing(true)}>
              {t('chat.edit')}
            </button>
          )}
          {(own || moderating) && (
            <button
              type="button"
              className="button link"
              onClick={() => {
                if (window.confirm(t('chat.deleteConfirm'))) void actions.remove(message);
              }}
            >
              {t('chat.delete')}
            </button>
          )}
          {moderating && (
            <button type="button" className="button link" onClick={() => void actions.pin(message, !message.pinned)}>
              {message.pinned ? t('chat.unpin') : t('chat.pin')}
            </button>
          )}
          {!own && message.author.kind === 'attendee' && (
            <button
              type="button"
              className="button link"
              disabled={reported}
              onClick={() =>
                void actions.report(message).then(
                  () => setReported(true),
                  () => undefined,
                )
              }
            >
              {reported ? t('chat.reported') : t('chat.report')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
