import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconPin, IconPinnedOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { WALL_MODERATIONS, type WallDecision, type WallModeration, type WallPost } from '@aula/shared';
import { useEngagementSettings, useSaveEngagementSettings } from '@/lib/engagement-settings';
import { moderateWallPost, pinWallPost } from '../api/wall-api';
import { useConsoleWall, useWallEventId } from '../hooks/use-console-wall';
import { WallPostItem } from './wall-post-item';

/**
 * /event/{id}/communications/social (docs/rules/communications.md#social-wall): how the wall is moderated, the posts waiting
 * for approval, the posts on the wall (pin, hide) and those taken off it (show again), all live,
 * and the link to the full-screen view for screens at the venue.
 */
export function WallScreen() {
  const { t } = useTranslation('wall');
  const eventId = useWallEventId();
  const wall = useConsoleWall(eventId);
  const [busy, setBusy] = useState<number | null>(null);

  const act = async (post: WallPost, action: () => Promise<WallPost>) => {
    setBusy(post.id);
    try {
      wall.apply([await action()]);
    } catch {
      // The API client has shown the failure.
    } finally {
      setBusy(null);
    }
  };
  const decide = (post: WallPost, decision: WallDecision) => act(post, () => moderateWallPost(eventId, post.id, decision));
  const pin = (post: WallPost) => act(post, () => pinWallPost(eventId, post.id, !post.pinned));
  const button = (post: WallPost, decision: WallDecision, variant: 'filled' | 'default' = 'default') => (
    <Button size="xs" variant={variant} loading={busy === post.id} onClick={() => void decide(post, decision)}>
      {t(`actions.${decision}`)}
    </Button>
  );

  const loading = wall.status === 'loading';
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>{t('title')}</Title>
        <Button component="a" href={`/event/${eventId}/communications/social/screen`} target="_blank" rel="noopener" variant="default" leftSection={<IconExternalLink size={18} aria-hidden />}>
          {t('openScreen')}
        </Button>
      </Group>
      <ModerationSetting eventId={eventId} />
      {wall.status === 'failed' && <Alert color="red">{t('loadFailed')}</Alert>}
      <Section title={t('queue.title', { total: wall.pending.length })} empty={t('queue.empty')} loading={loading} posts={wall.pending}>
        {(post) => (
          <>
            {button(post, 'approve', 'filled')}
            {button(post, 'reject')}
          </>
        )}
      </Section>
      <Section title={t('onWall.title', { total: wall.approved.length })} empty={t('onWall.empty')} loading={loading} posts={wall.approved}>
        {(post) => (
          <>
            <Button
              size="xs"
              variant="default"
              loading={busy === post.id}
              leftSection={post.pinned ? <IconPinnedOff size={16} aria-hidden /> : <IconPin size={16} aria-hidden />}
              onClick={() => void pin(post)}
            >
              {t(post.pinned ? 'actions.unpin' : 'actions.pin')}
            </Button>
            {button(post, 'hide')}
          </>
        )}
      </Section>
      <Section title={t('removed.title', { total: wall.removed.length })} empty={t('removed.empty')} loading={loading} posts={wall.removed}>
        {(post) => button(post, 'approve')}
      </Section>
      {wall.hasOlder && (
        <Group justify="center">
          <Button variant="default" loading={wall.loadingOlder} onClick={() => void wall.loadOlder()}>
            {t('loadOlder')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function Section({ title, empty, loading, posts, children }: { title: string; empty: string; loading: boolean; posts: WallPost[]; children: (post: WallPost) => ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {loading ? (
        <Skeleton height={96} />
      ) : posts.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        posts.map((post) => <WallPostItem key={post.id} post={post} actions={children(post)} />)
      )}
    </Stack>
  );
}

/** Pre- or post-moderation, saved at once: it decides how the next posts arrive. */
function ModerationSetting({ eventId }: { eventId: number }) {
  const { t } = useTranslation('wall');
  const { data: settings } = useEngagementSettings(eventId);
  const save = useSaveEngagementSettings(eventId);
  // The choice shows in the same render as the click; should the save fail, the saved one comes back.
  const [choice, setChoice] = useState<WallModeration | null>(null);
  return (
    <Radio.Group
      label={t('moderation.label')}
      description={t('moderation.description')}
      value={choice ?? settings?.wallModeration ?? ''}
      onChange={(value) => {
        setChoice(value as WallModeration);
        save.mutate({ wallModeration: value as WallModeration }, { onError: () => setChoice(null) });
      }}
    >
      <Stack gap="xs" mt="xs">
        {WALL_MODERATIONS.map((mode) => (
          <Radio key={mode} value={mode} disabled={!settings} label={t(`moderation.${mode}`)} description={<Text size="sm">{t(`moderation.${mode}Hint`)}</Text>} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
