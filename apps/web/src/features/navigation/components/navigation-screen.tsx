import { Alert, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useNavigation } from '../api/get-navigation';
import { valuesFromNavigation } from '../lib/navigation-form-values';
import { NavigationForm } from './navigation-form';
import { loadingProps } from '@/components/ui/loading-props';

/** /event/{id}/navigation: the attendee menu. */
export function NavigationScreen() {
  const { t } = useTranslation('navigation');
  const eventId = Number(useParams().id ?? 0);
  const { data: navigation, isError } = useNavigation(eventId);
  if (isError) {
    return (
      <Alert color="red" title={t('loadFailed')}>
        {t('loadFailedText')}
      </Alert>
    );
  }
  if (!navigation) {
    return (
      <Stack gap="md" {...loadingProps(t('loading'))}>
        <Skeleton height={36} width="40%" />
        <Skeleton height={420} />
      </Stack>
    );
  }
  return <NavigationForm key={eventId} eventId={eventId} initialValues={valuesFromNavigation(navigation.items)} />;
}
