import { Alert, Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '@/components/form/server-field-errors';
import { useJoinMeetingAsModerator } from '../api/join-meeting';
import { openPendingTab } from '@/lib/pending-tab';

/**
 * The organiser's join of a saved meeting room of an integration, as moderator
 * (docs/rules/rooms-and-agenda.md#meeting-integrations), in a new tab opened on the click so that no pop-up blocker stops it.
 */
export function ModeratorJoin({ eventId, roomId }: { eventId: number; roomId: number }) {
  const { t } = useTranslation('rooms');
  const join = useJoinMeetingAsModerator(eventId);

  const joinMeeting = () => {
    const tab = openPendingTab();
    join.mutate(roomId, { onSuccess: ({ url }) => tab.go(url), onError: tab.close });
  };

  return (
    <Stack gap="sm" align="flex-start">
      <Button variant="light" leftSection={<IconVideo size={16} aria-hidden />} loading={join.isPending} onClick={joinMeeting}>
        {t('edit.joinAsModerator')}
        <VisuallyHidden> {t('edit.opensInNewTab')}</VisuallyHidden>
      </Button>
      {join.isError && (
        <Alert color="red" role="alert" title={t('edit.joinFailed')} w="100%">
          <Text size="sm">{failureMessage(join.error)}</Text>
        </Alert>
      )}
    </Stack>
  );
}
