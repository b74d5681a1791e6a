import { Alert, Avatar, Button, Group, Skeleton, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { failureMessage } from '@/components/form/server-field-errors';
import { useEventShortInfo } from '@/features/event-setup/api/get-event-short-info';
import { usePublishEvent } from '@/features/event-setup/api/publish-event';

/** The toolbar on event pages (docs/rules/screens.md#toolbar-and-draft-bar): the event's image and name, and the Draft bar while it has no code. */
export function EventToolbar({ eventId }: { eventId: number }) {
  const { t } = useTranslation('event-shell');
  const [searchParams] = useSearchParams();
  const { data: info, isPending } = useEventShortInfo(eventId);
  // A new event has no record yet: it shows the name it was started with.
  const name = eventId > 0 ? info?.name : searchParams.get('name')?.trim() || t('toolbar.newEvent');
  return (
    <>
      <Group gap="sm" wrap="nowrap" data-testid="event-toolbar">
        <Avatar src={info?.image ?? undefined} alt="" radius="md" size={44} color="indigo">
          <IconCalendarEvent size={24} aria-hidden />
        </Avatar>
        {eventId > 0 && isPending ? (
          <Skeleton height={24} width={240} />
        ) : (
          <Text fw={700} size="lg" lineClamp={1}>
            {name}
          </Text>
        )}
      </Group>
      {eventId > 0 && info && !info.code && <DraftBar eventId={eventId} />}
    </>
  );
}

// The light alert writes its title in yellow 6, about 1.8:1 on its pale yellow: too faint for
// WCAG AA (4.5:1). Yellow 9 reaches 2.8:1 and orange 9 4.0:1, so the title takes the text colour and
// the bar stays yellow by its background (docs/decisions/0056-web-copies-folded-into-one.md).
const DRAFT_BAR_STYLES = { title: { color: 'var(--mantine-color-text)' } };

/** Publishing gives the event its code; the bar then disappears and the sidebar shows the code. */
function DraftBar({ eventId }: { eventId: number }) {
  const { t } = useTranslation('event-shell');
  const publish = usePublishEvent(eventId);
  return (
    <Alert color="yellow" variant="light" title={t('draft.title')} styles={DRAFT_BAR_STYLES} data-testid="draft-bar">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('draft.text')}</Text>
        <Button size="xs" loading={publish.isPending} onClick={() => publish.mutate()}>
          {t('draft.publish')}
        </Button>
      </Group>
      {publish.error && (
        <Text size="sm" c="red.9" mt="xs" role="alert">
          {failureMessage(publish.error)}
        </Text>
      )}
    </Alert>
  );
}
