import { useTexts } from '../../lib/texts-context';

/** A count of unread messages beside a link's label: the number shown, the words read out. */
export function UnreadBadge({ count }: { count: number }) {
  const { t } = useTexts();
  if (count <= 0) return null;
  return (
    <span className="chat-unread">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{` (${t('chat.unread', { count })})`}</span>
    </span>
  );
}
