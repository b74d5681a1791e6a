import { Alert, Button, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors, failureMessage } from '@/components/form/server-field-errors';
import { FormSection } from '@/components/ui/form-section';
import { useSendTestMail } from '../api/mail-settings-api';
import { mailSettingsBody, type MailSettingsFormValues } from '../lib/mail-settings-form-values';

type TestMailPanelProps = { eventId: number; form: UseFormReturnType<MailSettingsFormValues> };

/**
 * Sends a test mail to the signed-in organiser with the values in the form, saved or not, and
 * says where it went or why the server refused it.
 */
export function TestMailPanel({ eventId, form }: TestMailPanelProps) {
  const { t } = useTranslation('mail-settings');
  const send = useSendTestMail();

  const sendTestMail = () => {
    send.reset();
    if (form.validate().hasErrors) return;
    // A field the server refuses (a rule the browser could not check) shows next to its input.
    send.mutate({ eventId, body: mailSettingsBody(form.getValues()) }, { onError: (error) => applyServerFieldErrors(form, error) });
  };

  return (
    <FormSection title={t('test.title')} description={t('test.hint')}>
      <Stack gap="sm" align="flex-start">
        <Button variant="light" leftSection={<IconSend size={16} aria-hidden />} loading={send.isPending} onClick={sendTestMail}>
          {t('test.send')}
        </Button>
        {send.isSuccess && (
          <Alert color="green" role="status" title={t('test.sent')} w="100%">
            <Text size="sm">{t(send.data.via === 'event' ? 'test.sentViaEvent' : 'test.sentViaApp', { to: send.data.to })}</Text>
          </Alert>
        )}
        {send.isError && (
          <Alert color="red" role="alert" title={t('test.failed')} w="100%">
            <Text size="sm">{failureMessage(send.error)}</Text>
          </Alert>
        )}
      </Stack>
    </FormSection>
  );
}
