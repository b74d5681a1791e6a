import { Alert, Anchor, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMailSettings } from '../api/mail-settings-api';
import { valuesFromSettings } from '../lib/mail-settings-form-values';
import { MailSettingsForm } from './mail-settings-form';
import { loadingProps } from '@/components/ui/loading-props';

/** /event/{id}/settings/standard/configure: the sender, the reply-to and the event's own SMTP server. */
export function MailSettingsConfigureScreen() {
  const { t } = useTranslation('mail-settings');
  const eventId = Number(useParams().id ?? 0);
  const { data: settings, isError } = useMailSettings(eventId);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={`/event/${eventId}/settings/standard`} size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {t('configure.back')}
      </Anchor>
      <Title order={1}>{t('configure.title')}</Title>
      {isError && <Alert color="red" title={t('loadFailed')} />}
      {!isError && !settings && <Skeleton height={420} {...loadingProps(t('loading'))} />}
      {settings && (
        // Keyed by event: the form starts from this event's settings and never keeps another's.
        <MailSettingsForm key={eventId} eventId={eventId} settings={settings} initialValues={valuesFromSettings(settings)} />
      )}
    </Stack>
  );
}
