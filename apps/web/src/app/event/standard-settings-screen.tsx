import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useEventShortInfo } from '@/features/event-setup/api/get-event-short-info';
import { MailSettingsSection } from '@/features/mail-settings/components/mail-settings-section';
import { RegistrationSettingsSections } from '@/features/registration-settings/components/registration-settings-sections';

/** /event/{id}/settings/standard: the mail settings' overview, then access and registration, the attendee list and the engagement switches. */
export function StandardSettingsScreen() {
  const { t } = useTranslation('event-shell');
  const eventId = Number(useParams().id ?? 0);
  const { data: info } = useEventShortInfo(eventId);
  return (
    <Stack gap="lg">
      <Title order={1}>{t('standardSettings.title')}</Title>
      <MailSettingsSection />
      <RegistrationSettingsSections eventId={eventId} code={info?.code ?? null} />
    </Stack>
  );
}
