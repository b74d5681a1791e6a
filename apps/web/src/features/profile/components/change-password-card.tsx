import { useMemo } from 'react';
import { Button, Group, PasswordInput, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { changePasswordFormSchema, personalPasswordWords, type ChangePasswordForm } from '@aula/shared';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { schemaErrors } from '@/components/form/schema-errors';
import { useFieldProps } from '@/components/form/use-field-props';
import { useSubmitForm } from '@/components/form/use-submit-form';
import { PasswordChecklist } from '@/components/password/password-checklist';
import { PasswordStrengthMeter } from '@/components/password/password-strength-meter';
import { FormSection } from '@/components/ui/form-section';
import { ApiError } from '@/lib/api-failure';
import { usePasswordEstimator } from '@/lib/use-password-estimator';
import { useChangePassword } from '../api/profile-api';

const FIELD_ORDER = ['currentPassword', 'password', 'confirmPassword'] as const;
const EMPTY: ChangePasswordForm = { currentPassword: '', password: '', confirmPassword: '' };

type Person = { email: string; firstName: string; lastName: string };

/**
 * Change password (docs/rules/accounts-and-sign-in.md#profile): the current one, then a new one under docs/rules/accounts-and-sign-in.md#passwords, with
 * sign-up's live checklist and strength estimate (the person's own name and address count as
 * guessable, as on the server), and on the server the guessability and breached checks of
 * sign-up. The user's other sessions end; this one stays.
 */
export function ChangePasswordCard({ person }: { person: Person }) {
  const { t } = useTranslation('profile');
  const form = useForm<ChangePasswordForm>({
    initialValues: EMPTY,
    validate: (values) => schemaErrors(changePasswordFormSchema, values),
    validateInputOnBlur: true,
  });
  const field = useFieldProps(form);
  const estimator = usePasswordEstimator();
  const password = form.values.password;
  const score = useMemo(
    () => (estimator && password ? estimator.passwordScore(password.trim(), personalPasswordWords(person)) : null),
    [estimator, password, person],
  );
  const change = useChangePassword();
  const submit = useSubmitForm({
    form,
    send: (values) => change.mutateAsync({ currentPassword: values.currentPassword, password: values.password }),
    handleError: (error) => {
      // The server's breach message carries the count, which its field key cannot.
      if (!(error instanceof ApiError) || error.code !== 'password_breached') return false;
      form.setFieldError('password', error.message);
      return true;
    },
    fieldOrder: FIELD_ORDER,
    resetTo: () => EMPTY,
    savedToast: true,
  });
  const toggle = { visibilityToggleButtonProps: { 'aria-label': t('password.show') } };

  return (
    <form noValidate onSubmit={submit.onSubmit} aria-labelledby="change-password-title">
      <FormSection title={<span id="change-password-title">{t('password.title')}</span>} description={t('password.description')}>
        {submit.failure && <FormErrorAlert>{submit.failure}</FormErrorAlert>}
        <PasswordInput {...field('currentPassword')} {...toggle} label={t('password.current')} autoComplete="current-password" required />
        <PasswordInput {...field('password')} {...toggle} label={t('password.new')} autoComplete="new-password" required />
        <PasswordChecklist password={password} />
        <PasswordStrengthMeter score={score} />
        <PasswordInput {...field('confirmPassword')} {...toggle} label={t('password.confirm')} autoComplete="new-password" required />
        {change.isSuccess && !form.isDirty() && (
          <Text size="sm" c="teal.8" role="status">
            {t('password.changed')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            {t('password.submit')}
          </Button>
        </Group>
      </FormSection>
    </form>
  );
}
