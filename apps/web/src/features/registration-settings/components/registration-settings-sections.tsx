import { Alert, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { loadingProps } from '@/components/ui/loading-props';
import { useRegistrationSettings } from '../api/registration-settings-api';
import { valuesFromSettings } from '../lib/registration-form-values';
import { EngagementSwitchesSection } from './engagement-switches-section';
import { RegistrationSettingsForm } from './registration-settings-form';

/** The standard settings' sections beside the mail settings: access and registration, the attendee list, and the engagement switches. */
export function RegistrationSettingsSections({ eventId, code }: { eventId: number; code: string | null }) {
  const { t } = useTranslation('registration-settings');
  const { data: settings, isError } = useRegistrationSettings(eventId);
  return (
    <Stack gap="lg">
      {isError && <Alert color="red" title={t('loadFailed')} />}
      {!isError && !settings && <Skeleton height={240} {...loadingProps(t('loading'))} />}
      {/* Keyed by event: the form starts from this event's settings and never keeps another's. */}
      {settings && <RegistrationSettingsForm key={eventId} eventId={eventId} code={code} initialValues={valuesFromSettings(settings)} />}
      <EngagementSwitchesSection eventId={eventId} />
    </Stack>
  );
}
