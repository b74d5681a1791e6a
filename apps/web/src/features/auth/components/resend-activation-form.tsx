import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { useFieldProps } from '@/components/form/use-field-props';
import { useSubmitForm } from '@/components/form/use-submit-form';
import { currentLanguage } from '@/lib/i18n';
import { useResendVerification } from '../api/resend-verification';
import { useEmailForm } from '../hooks/use-email-form';
import { errorMessage } from '../lib/error-message';

/** Asks for a new activation link; the answer is the same whether or not the address needs one. */
export function ResendActivationForm() {
  const { t } = useTranslation('auth');
  const resend = useResendVerification();
  const form = useEmailForm();
  const field = useFieldProps(form);
  const { failure, onSubmit } = useSubmitForm({
    form,
    send: ({ email }) => resend.mutateAsync({ username: email, lang: currentLanguage() }),
    fieldNames: { username: 'email' },
    fieldOrder: ['email'],
    message: (error) => errorMessage(error, t),
  });

  if (resend.isSuccess) {
    return (
      <Alert color="teal" variant="light" role="status">
        {t('emailVerification.resent')}
      </Alert>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="sm">
        <Text size="sm">{t('emailVerification.resendIntro')}</Text>
        {failure && <FormErrorAlert>{failure}</FormErrorAlert>}
        <TextInput {...field('email')} label={t('fields.email')} type="email" autoComplete="email" inputMode="email" required />
        <Button type="submit" variant="light" loading={form.submitting}>
          {t('emailVerification.resendSubmit')}
        </Button>
      </Stack>
    </form>
  );
}
