import { useEffect, useMemo, useState } from 'react';
import { Alert, Avatar, Box, Group, Image, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WallPost } from '@aula/shared';
import { useConsoleWall, useWallEventId } from '../hooks/use-console-wall';
import { loadingProps } from '@/components/ui/loading-props';

/** Posts on the screen at once besides the pinned ones; more rotate through. */
const PER_PAGE = 6;
/** How long a page of posts stays on the screen. */
const ROTATE_MS = 12_000;

/**
 * /event/{id}/communications/social/screen (docs/rules/communications.md#social-wall): the wall for a screen at a hybrid venue,
 * outside the console's frame: approved posts in large type, pinned ones always shown, new posts
 * first, live; when there are more than fit, the older ones rotate through page by page.
 */
export function WallDisplay() {
  const { t } = useTranslation('wall');
  const eventId = useWallEventId();
  const wall = useConsoleWall(eventId);
  const pinned = useMemo(() => wall.approved.filter((post) => post.pinned), [wall.approved]);
  const others = useMemo(() => wall.approved.filter((post) => !post.pinned), [wall.approved]);
  const pages = Math.max(1, Math.ceil(others.length / PER_PAGE));
  const [page, setPage] = useState(0);

  useEffect(() => {
    if (pages <= 1) return;
    const timer = setInterval(() => setPage((current) => (current + 1) % pages), ROTATE_MS);
    return () => clearInterval(timer);
  }, [pages]);

  const shown = others.slice((page % pages) * PER_PAGE, (page % pages) * PER_PAGE + PER_PAGE);
  return (
    <Box component="main" p="xl" mih="100vh" bg="dark.8" c="white">
      <Stack gap="xl">
        <Title order={1} fz={48}>
          {t('screen.title')}
        </Title>
        {wall.status === 'loading' && <Loader color="white" {...loadingProps(t('screen.loading'))} />}
        {wall.status === 'failed' && <Alert color="red">{t('loadFailed')}</Alert>}
        {wall.status === 'ready' && wall.approved.length === 0 && <Text fz={32}>{t('screen.empty')}</Text>}
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="xl" aria-live="polite">
          {[...pinned, ...shown].map((post) => (
            <ScreenPost key={post.id} post={post} />
          ))}
        </SimpleGrid>
        {pages > 1 && (
          <Text fz={20} c="gray.4">
            {t('screen.page', { page: (page % pages) + 1, pages })}
          </Text>
        )}
      </Stack>
    </Box>
  );
}

function ScreenPost({ post }: { post: WallPost }) {
  const { t } = useTranslation('wall');
  const name = post.author?.name || t('formerAttendee');
  return (
    <Box component="article" p="lg" bg="dark.6" style={{ borderRadius: 16, border: post.pinned ? '3px solid var(--mantine-color-yellow-5)' : undefined }} aria-label={t('postBy', { name })}>
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <Avatar src={post.author?.photoUrl ?? null} name={name} alt="" size={56} radius="xl" />
          <Text fz={26} fw={700}>
            {name}
          </Text>
          {post.pinned && (
            <Text fz={20} c="yellow.4" ml="auto">
              {t('pinned')}
            </Text>
          )}
        </Group>
        <Text fz={30} lh={1.3} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {post.body}
        </Text>
        {post.imageUrl && <Image src={post.imageUrl} alt={t('imageBy', { name })} mah={360} fit="contain" radius="md" />}
        <Text fz={22} c="gray.4">
          {t('likes', { count: post.likes })}
        </Text>
      </Stack>
    </Box>
  );
}
