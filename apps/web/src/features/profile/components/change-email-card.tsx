import { Button, Group, PasswordInput, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { changeEmailBodySchema, type ChangeEmailBody } from '@aula/shared';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { schemaErrors } from '@/components/form/schema-errors';
import { useFieldProps } from '@/components/form/use-field-props';
import { useSubmitForm } from '@/components/form/use-submit-form';
import { FormSection } from '@/components/ui/form-section';
import { showSuccessToast } from '@/components/ui/toasts';
import { useCancelEmailChange, useChangeEmail } from '../api/profile-api';

const FIELD_ORDER = ['email', 'password'] as const;
const EMPTY: ChangeEmailBody = { email: '', password: '' };

/**
 * Change e-mail (docs/rules/accounts-and-sign-in.md#changing-the-e-mail-address): the new address and the current password. The new address counts
 * only once the link mailed to it is opened; until then the profile shows it as pending.
 */
export function ChangeEmailCard({ email, pendingEmail }: { email: string; pendingEmail: string | null }) {
  const { t } = useTranslation('profile');
  const form = useForm<ChangeEmailBody>({
    initialValues: EMPTY,
    validate: (values) => {
      const errors = schemaErrors(changeEmailBodySchema, values);
      if (!errors.email && values.email.trim().toLowerCase() === email) return { ...errors, email: t('emailChange.sameAddress') };
      return errors;
    },
    validateInputOnBlur: true,
  });
  const field = useFieldProps(form);
  const change = useChangeEmail();
  const submit = useSubmitForm({ form, send: (values) => change.mutateAsync(values), fieldOrder: FIELD_ORDER, resetTo: () => EMPTY });
  const cancel = useCancelEmailChange();
  const cancelChange = () => cancel.mutate(undefined, { onSuccess: () => showSuccessToast(t('emailChange.cancelled')) });

  return (
    <form noValidate onSubmit={submit.onSubmit} aria-labelledby="change-email-title">
      <FormSection title={<span id="change-email-title">{t('emailChange.title')}</span>} description={t('emailChange.description', { email })}>
        {submit.failure && <FormErrorAlert>{submit.failure}</FormErrorAlert>}
        {pendingEmail && (
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" c="orange.8" role="status">
              {t('emailChange.pending', { email: pendingEmail })}
            </Text>
            <Button variant="default" size="xs" onClick={cancelChange} loading={cancel.isPending}>
              {t('emailChange.cancel')}
            </Button>
          </Group>
        )}
        <TextInput {...field('email')} type="email" label={t('emailChange.newEmail')} autoComplete="email" required />
        <PasswordInput
          {...field('password')}
          label={t('emailChange.password')}
          visibilityToggleButtonProps={{ 'aria-label': t('password.show') }}
          autoComplete="current-password"
          required
        />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            {t('emailChange.submit')}
          </Button>
        </Group>
      </FormSection>
    </form>
  );
}
