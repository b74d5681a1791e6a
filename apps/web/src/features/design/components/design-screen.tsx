import { Alert, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDesign } from '../api/get-design';
import { valuesFromDesign } from '../lib/design-form-values';
import { DesignForm } from './design-form';
import { loadingProps } from '@/components/ui/loading-props';

/** /event/{id}/design: the public page's images, colours and font with a live preview. */
export function DesignScreen() {
  const { t } = useTranslation('design');
  const eventId = Number(useParams().id ?? 0);
  const { data: design, isError } = useDesign(eventId);
  if (isError) {
    return (
      <Alert color="red" title={t('loadFailed')}>
        {t('loadFailedText')}
      </Alert>
    );
  }
  if (!design) {
    return (
      <Stack gap="md" {...loadingProps(t('loading'))}>
        <Skeleton height={36} width="40%" />
        <Skeleton height={420} />
      </Stack>
    );
  }
  // Keyed by event: the form starts from this event's design and never keeps another's.
  return <DesignForm key={eventId} eventId={eventId} initialValues={valuesFromDesign(design)} />;
}
