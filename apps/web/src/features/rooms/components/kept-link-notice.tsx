import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { joinsLinkedMeeting, joinsThroughIntegration } from '@aula/shared';
import type { RoomFormValues } from '../lib/room-form-values';

type KeptLinkNoticeProps = { eventId: number; saved: Pick<RoomFormValues, 'type' | 'meetingProvider' | 'meetingUrl'> };

/**
 * A meeting room saved with a pasted link before its provider became an integration: attendees still
 * open that link (docs/rules/rooms-and-agenda.md#meeting-integrations), and the form hides it, so it
 * says what the room does now and how to move it to the integration or keep the link.
 */
export function KeptLinkNotice({ eventId, saved }: KeptLinkNoticeProps) {
  const { t } = useTranslation('rooms');
  if (!joinsThroughIntegration(saved) || joinsLinkedMeeting(saved) || saved.meetingUrl === '') return null;
  const provider = t(`providers.${saved.meetingProvider}`);
  return (
    <Alert color="blue" variant="light" title={t('keptLink.title')}>
      <Text size="sm">{t('keptLink.now', { provider, url: saved.meetingUrl })}</Text>
      <Text size="sm">{t('keptLink.move', { provider, link: t('providers.link') })}</Text>
      <Anchor component={Link} to={`/event/${eventId}/settings/integrations`} size="sm">
        {t('keptLink.integrations')}
      </Anchor>
    </Alert>
  );
}
