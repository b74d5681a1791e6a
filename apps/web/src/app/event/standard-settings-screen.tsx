import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useEventShortInfo } from '@/features/event-setup/api/get-event-short-info';
import { MailSettingsScreen } from '@/features/mail-settings/components/mail-settings-screen';
import { RegistrationSettingsSections } from '@/features/registration-settings/components/registration-settings-sections';

/** /event/{id}/settings/standard: the mail settings' overview, then access and registration, the attendee list and the engagement switches. */
export function StandardSettingsScreen() {
  const eventId = Number(useParams().id ?? 0);
  const { data: info } = useEventShortInfo(eventId);
  return (
    <Stack gap="lg">
      <MailSettingsScreen />
      <RegistrationSettingsSections eventId={eventId} code={info?.code ?? null} />
    </Stack>
  );
}
