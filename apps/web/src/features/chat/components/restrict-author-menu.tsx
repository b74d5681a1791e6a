import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconUserOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RestrictAccountBody } from '@aula/shared';
import { showSuccessToast } from '@/components/ui/toasts';
import { useRestrictChatAuthor } from '../api/restrict-chat-author';

/** The choices a moderator has over an author: mute for an hour, mute until lifted, ban. */
const CHOICES: readonly { key: string; kind: RestrictAccountBody['kind']; minutes: number | null }[] = [
  { key: 'muteHour', kind: 'mute', minutes: 60 },
  { key: 'mute', kind: 'mute', minutes: null },
  { key: 'ban', kind: 'ban', minutes: null },
];

/** Mutes or bans a message's author in the whole event's engagement, effective at once everywhere. */
export function RestrictAuthorMenu({ eventId, accountId, name }: { eventId: number; accountId: number; name: string }) {
  const { t } = useTranslation('chat');
  const restrict = useRestrictChatAuthor(eventId);
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button size="xs" variant="light" color="orange" leftSection={<IconUserOff size={14} aria-hidden />} rightSection={<IconChevronDown size={14} aria-hidden />} loading={restrict.isPending}>
          {t('restrict.label', { name })}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {CHOICES.map((choice) => (
          <Menu.Item
            key={choice.key}
            color={choice.kind === 'ban' ? 'red' : undefined}
            onClick={() =>
              restrict.mutate(
                { accountId, kind: choice.kind, minutes: choice.minutes },
                { onSuccess: () => showSuccessToast(t(`restrict.done.${choice.kind}`, { name })) },
              )
            }
          >
            {t(`restrict.${choice.key}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
