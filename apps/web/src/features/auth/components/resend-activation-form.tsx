import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ForgotPasswordForm } from '@aula/shared';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { focusFirstError } from '@/components/form/focus-first-error';
import { applyServerFieldErrors } from '@/components/form/server-field-errors';
import { useFieldProps } from '@/components/form/use-field-props';
import { currentLanguage } from '@/lib/i18n';
import { useResendVerification } from '../api/resend-verification';
import { useEmailForm } from '../hooks/use-email-form';
import { errorMessage } from '../lib/error-message';

/** Asks for a new activation link; the answer is the same whether or not the address needs one. */
export function ResendActivationForm() {
  const { t } = useTranslation('auth');
  const resend = useResendVerification();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useEmailForm();
  const field = useFieldProps(form);

  if (resend.isSuccess) {
    return (
      <Alert color="teal" variant="light" role="status">
        {t('emailVerification.resent')}
      </Alert>
    );
  }

  const submit = async ({ email }: ForgotPasswordForm) => {
    setFailure(null);
    try {
      await resend.mutateAsync({ username: email, lang: currentLanguage() });
    } catch (error) {
      if (!applyServerFieldErrors(form, error, { username: 'email' })) setFailure(errorMessage(error, t));
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit, (errors) => focusFirstError(errors, ['email']))}>
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
