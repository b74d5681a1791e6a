import { Alert, Button, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlugConnected } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MeetingIntegration } from '@aula/shared';
import { applyServerFieldErrors, failureMessage } from '@/components/form/server-field-errors';
import { useTestMeetingIntegration } from '../api/meeting-integrations-api';
import { integrationValidator, type IntegrationFormValues } from '../lib/integration-form-values';

type TestConnectionProps = { eventId: number; provider: MeetingIntegration; form: UseFormReturnType<IntegrationFormValues>; secretStored: boolean };

/**
 * Reaches the provider with the values in the form, saved or not, and says that it answered or what
 * to change; where the server could not ask the provider (Zoom), it says what it checked instead.
 */
export function TestConnection({ eventId, provider, form, secretStored }: TestConnectionProps) {
  const { t } = useTranslation('meeting-integrations');
  const test = useTestMeetingIntegration();
  const providerName = t(`${provider}.title`);

  const runTest = () => {
    test.reset();
    // A test needs what an enabled provider needs, even while the switch is still off.
    const values = { ...form.getValues(), enabled: true };
    const errors = integrationValidator(provider, secretStored)(values);
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      return;
    }
    test.mutate({ eventId, provider, body: values }, { onError: (error) => applyServerFieldErrors(form, error) });
  };

  return (
    <Stack gap="sm" align="flex-start">
      <Button variant="light" leftSection={<IconPlugConnected size={16} aria-hidden />} loading={test.isPending} onClick={runTest}>
        {t('test.run', { provider: providerName })}
      </Button>
      {test.isSuccess && (
        <Alert color="green" role="status" title={t(test.data.reached ? 'test.ok' : 'test.checked', { provider: providerName })} w="100%">
          <Text size="sm">{t(test.data.reached ? 'test.okHint' : 'test.checkedHint')}</Text>
        </Alert>
      )}
      {test.isError && (
        <Alert color="red" role="alert" title={t('test.failed', { provider: providerName })} w="100%">
          <Text size="sm">{failureMessage(test.error)}</Text>
        </Alert>
      )}
    </Stack>
  );
}
