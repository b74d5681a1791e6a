import { useCallback, useState } from 'react';
import { useTexts } from '../lib/texts-context';
import { RoomChatPanel } from './chat/room-chat-panel';
import { RoomPollsPanel } from './polls/room-polls-panel';
import { RoomQnaPanel } from './qna/room-qna-panel';
import './room-engagement.css';

const TABS = ['chat', 'polls', 'qna'] as const;
type Tab = (typeof TABS)[number];

type RoomEngagementProps = {
  roomId: number;
  /** Folded beside the stage on a wide screen; the panels stay mounted and live. */
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
};

/**
 * A room's live engagement (docs/rules/communications.md#live-engagement) beside its stage: the
 * room's chat, its polls and its questions, one tab at a time (docs/rules/venue.md#layout). Every
 * panel stays mounted, so a new answer is there when the attendee switches to it, and a poll a
 * moderator opens comes to the front, unfolding the panel.
 */
export function RoomEngagement({ roomId, collapsed, onCollapsedChange }: RoomEngagementProps) {
  const { t } = useTexts();
  const [tab, setTab] = useState<Tab>('chat');
  const pollOpened = useCallback(() => {
    setTab('polls');
    onCollapsedChange(false);
  }, [onCollapsedChange]);
  const panels: Record<Tab, React.ReactNode> = {
    chat: <RoomChatPanel roomId={roomId} />,
    polls: <RoomPollsPanel roomId={roomId} onPollOpened={pollOpened} />,
    qna: <RoomQnaPanel roomId={roomId} />,
  };
  return (
    <section className="engagement" aria-label={t('engagement.label')} data-collapsed={collapsed || undefined}>
      <div className="engagement-head">
        <div role="tablist" className="engagement-tabs" aria-label={t('engagement.label')} hidden={collapsed}>
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
        <button type="button" className="engagement-fold" aria-expanded={!collapsed} onClick={() => onCollapsedChange(!collapsed)}>
          {collapsed ? t('engagement.show') : t('engagement.hide')}
        </button>
      </div>
      {TABS.map((name) => (
        <div key={name} role="tabpanel" id={`engagement-panel-${name}`} aria-labelledby={`engagement-tab-${name}`} hidden={collapsed || tab !== name}>
          {panels[name]}
        </div>
      ))}
    </section>
  );
}
