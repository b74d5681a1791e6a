import { useState } from 'react';
import { Alert, Anchor, Badge, Skeleton, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatShownDateTimeInZone } from '@aula/shared';
import { EmptyState } from '@/components/ui/empty-state';
import { useEngagementSettings, useSaveEngagementSettings } from '@/lib/engagement-settings';
import { useEventZone } from '@/lib/event-zone';
import { useLanguage } from '@/lib/use-language';
import { useChatChannels } from '../api/get-chat-channels';
import { useChatRoute } from '../hooks/use-chat-route';
import { channelName } from '../lib/channel-name';
import { RestrictionsSection } from './restrictions-section';
import { loadingProps } from '@/components/ui/loading-props';

/** /event/{id}/communications/chat: the event's channels with message counts, open reports and last activity, and the mutes and bans in force. */
export function ChatChannelsScreen() {
  const { t } = useTranslation('chat');
  const { language } = useLanguage();
  const { eventId } = useChatRoute();
  const { data, isError } = useChatChannels(eventId);
  const zone = useEventZone(eventId);
  const when = (ms: number | null) => (ms === null ? t('channels.never') : zone ? formatShownDateTimeInZone(ms, zone, language) : '');

  let content;
  if (isError) content = <Alert color="red">{t('channels.loadFailed')}</Alert>;
  else if (!data)
    content = (
      <Stack gap="sm" {...loadingProps(t('channels.loading'))}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={40} />
        ))}
      </Stack>
    );
  else if (data.channels.length === 0) content = <EmptyState icon={IconMessages} title={t('channels.emptyTitle')} text={t('channels.emptyText')} />;
  else
    content = (
      <Table.ScrollContainer minWidth={560}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('channels.name')}</Table.Th>
              <Table.Th>{t('channels.kind')}</Table.Th>
              <Table.Th ta="right">{t('channels.messages')}</Table.Th>
              <Table.Th>{t('channels.lastActivity')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.channels.map((channel) => (
              <Table.Tr key={channel.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/event/${eventId}/communications/chat/${channel.id}`}>
                    {channelName(channel, language, t)}
                  </Anchor>
                  {channel.openReports > 0 && (
                    <Badge color="red" variant="light" ml="xs">
                      {t('channels.reports', { count: channel.openReports })}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{t(`channels.kinds.${channel.kind}`)}</Table.Td>
                <Table.Td ta="right">{channel.messageCount}</Table.Td>
                <Table.Td>
                  <Text size="sm">{when(channel.lastMessageMs)}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Stack gap="lg">
      <Title order={1}>{t('channels.title')}</Title>
      <Text c="dimmed">{t('channels.intro')}</Text>
      <DirectMessagesSetting eventId={eventId} />
      {content}
      <RestrictionsSection eventId={eventId} />
    </Stack>
  );
}

/** Whether attendees may write to each other directly; saved at once, their venues follow on the next load. */
function DirectMessagesSetting({ eventId }: { eventId: number }) {
  const { t } = useTranslation('chat');
  const { data: settings } = useEngagementSettings(eventId);
  const save = useSaveEngagementSettings(eventId);
  // The switch moves in the same render as the click; should the save fail, the saved value comes back.
  const [choice, setChoice] = useState<boolean | null>(null);
  return (
    <Switch
      label={t('channels.directMessages')}
      description={t('channels.directMessagesHint')}
      disabled={!settings}
      checked={choice ?? settings?.directMessages ?? false}
      onChange={(event) => {
        const directMessages = event.currentTarget.checked;
        setChoice(directMessages);
        save.mutate({ directMessages }, { onError: () => setChoice(null) });
      }}
    />
  );
}
