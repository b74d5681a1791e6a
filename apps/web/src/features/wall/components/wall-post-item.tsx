import type { ReactNode } from 'react';
import { Avatar, Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatShownDateTimeInZone, type WallPost } from '@aula/shared';
import { useEventZone } from '@/lib/event-zone';
import { useLanguage } from '@/lib/use-language';
import { useWallEventId } from '../hooks/use-console-wall';

/** One post on the console's wall screen: author, time, status, text (escaped by React), image, and the moderator's buttons. */
export function WallPostItem({ post, actions }: { post: WallPost; actions: ReactNode }) {
  const { t } = useTranslation('wall');
  const { language } = useLanguage();
  const name = post.author?.name || t('formerAttendee');
  const zone = useEventZone(useWallEventId());
  const time = zone ? formatShownDateTimeInZone(post.createdMs, zone, language) : '';
  return (
    <Card withBorder padding="md" component="article" aria-label={t('postBy', { name })}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap">
            <Avatar src={post.author?.photoUrl ?? null} name={name} alt="" radius="xl" />
            <div>
              <Text fw={600}>{name}</Text>
              <Text size="sm" c="dimmed">
                <time dateTime={new Date(post.createdMs).toISOString()}>{time}</time>
              </Text>
            </div>
          </Group>
          <Group gap="xs">
            {post.pinned && <Badge variant="filled">{t('pinned')}</Badge>}
            <Badge variant="light" color={post.status === 'approved' ? 'green' : post.status === 'pending' ? 'yellow' : 'gray'}>
              {t(`status.${post.status}`)}
            </Badge>
          </Group>
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{post.body}</Text>
        {post.imageUrl && <Image src={post.imageUrl} alt={t('imageBy', { name })} mah={320} w="auto" fit="contain" radius="sm" />}
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('likes', { count: post.likes })}
          </Text>
          <Group gap="xs">{actions}</Group>
        </Group>
      </Stack>
    </Card>
  );
}
