import { PasswordInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from '@/components/form/use-field-props';
import type { SchemaForm } from '@/components/form/use-schema-form';
import { PasswordChecklist } from '@/components/password/password-checklist';
import { PasswordStrengthMeter } from '@/components/password/password-strength-meter';

type InputProps = FieldProps<SchemaForm<{ password: string }>>;

type NewPasswordFieldsProps = {
  passwordProps: InputProps;
  confirmProps: InputProps;
  password: string;
  /** The estimator's score for the current password, null while it loads or the field is empty. */
  score: number | null;
  passwordLabel?: string;
};

/** A new password with its live checklist and strength meter, and its confirmation. */
export function NewPasswordFields({ passwordProps, confirmProps, password, score, passwordLabel }: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="sm">
      <PasswordInput
        {...passwordProps}
        label={passwordLabel ?? t('fields.password')}
        autoComplete="new-password"
        required
        visibilityToggleFocusable
        visibilityToggleButtonProps={{ 'aria-label': t('fields.showPassword') }}
      />
      <PasswordChecklist password={password} />
      <PasswordStrengthMeter score={password ? score : null} />
      <PasswordInput
        {...confirmProps}
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        required
        visibilityToggleFocusable
        visibilityToggleButtonProps={{ 'aria-label': t('fields.showConfirmPassword') }}
      />
    </Stack>
  );
}
