import { useState } from 'react';
import { useTexts } from '../lib/texts-context';
import { RoomChatPanel } from './chat/room-chat-panel';
import { RoomPollsPanel } from './polls/room-polls-panel';
import { RoomQnaPanel } from './qna/room-qna-panel';
import './room-engagement.css';

const TABS = ['chat', 'polls', 'qna'] as const;
type Tab = (typeof TABS)[number];

/**
 * A room's live engagement (docs/rules/communications.md#live-engagement) beside its stage: the room's chat, its polls (a live poll
 * appears here the moment a moderator opens it) and its questions, one tab at a time. Every panel
 * stays mounted, so a live poll or a new answer is there when the attendee switches to it.
 */
export function RoomEngagement({ roomId }: { roomId: number }) {
  const { t } = useTexts();
  const [tab, setTab] = useState<Tab>('chat');
  const panels: Record<Tab, React.ReactNode> = {
    chat: <RoomChatPanel roomId={roomId} />,
    polls: <RoomPollsPanel roomId={roomId} />,
    qna: <RoomQnaPanel roomId={roomId} />,
  };
  return (
    <section className="engagement" aria-label={t('engagement.label')}>
      <div role="tablist" className="engagement-tabs" aria-label={t('engagement.label')}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`engagement-tab-${name}`}
            aria-controls={`engagement-panel-${name}`}
            aria-selected={tab === name}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            onKeyDown={(event) => {
              const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
              if (!step) return;
              const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length]!;
              setTab(next);
              document.getElementById(`engagement-tab-${next}`)?.focus();
            }}
          >
            {t(`engagement.tabs.${name}`)}
          </button>
        ))}
      </div>
      {TABS.map((name) => (
        <div key={name} role="tabpanel" id={`engagement-panel-${name}`} aria-labelledby={`engagement-tab-${name}`} hidden={tab !== name}>
          {panels[name]}
        </div>
      ))}
    </section>
  );
}
