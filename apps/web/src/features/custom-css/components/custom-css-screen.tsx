import { Alert, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { loadingProps } from '@/components/ui/loading-props';
import { useCustomCss } from '../api/get-custom-css';
import { CustomCssForm } from './custom-css-form';

/** /event/{id}/settings/advanced: the event's own CSS for the venue and the public page. */
export function CustomCssScreen() {
  const { t } = useTranslation('custom-css');
  const eventId = Number(useParams().id ?? 0);
  const { data, isError } = useCustomCss(eventId);
  if (isError) {
    return (
      <Alert color="red" title={t('loadFailed')}>
        {t('loadFailedText')}
      </Alert>
    );
  }
  if (!data) {
    return (
      <Stack gap="md" {...loadingProps(t('loading'))}>
        <Skeleton height={36} width="40%" />
        <Skeleton height={420} />
      </Stack>
    );
  }
  // Keyed by the saved version: a save or a restore starts the form from what is now in use.
  return <CustomCssForm key={`${eventId}:${data.version ?? 0}`} eventId={eventId} saved={data} />;
}
