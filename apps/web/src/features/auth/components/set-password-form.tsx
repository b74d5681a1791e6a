import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newPasswordFormSchema, type NewPasswordForm } from '@aula/shared';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { focusFirstError } from '@/components/form/focus-first-error';
import { applyServerFieldErrors } from '@/components/form/server-field-errors';
import { useFieldProps } from '@/components/form/use-field-props';
import { useNewPasswordValidation } from '../hooks/use-new-password-validation';
import { isGuessablePassword } from '../hooks/use-password-estimator';
import { errorMessage, hasErrorCode, isInvalidTokenError } from '../lib/error-message';
import { NewPasswordFields } from './new-password-fields';

const FIELD_ORDER = ['password', 'confirmPassword'] as const;
// Nothing personal is known on these screens; the product name is still an easy guess.
const guessableWords = () => ['aula'];

type SetPasswordFormProps = {
  submitLabel: string;
  /** Sends the password; rejects with an ApiError on failure. */
  onSubmit: (password: string) => Promise<unknown>;
  /** Called when the server says the e-mailed token is invalid or expired. */
  onInvalidToken: () => void;
};

/** A new password and its confirmation, with the live checklist and strength estimate (reset and invited accounts). */
export function SetPasswordForm({ submitLabel, onSubmit, onInvalidToken }: SetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const [failure, setFailure] = useState<string | null>(null);
  const { validate, estimator } = useNewPasswordValidation<NewPasswordForm>(newPasswordFormSchema, guessableWords);
  const form = useForm<NewPasswordForm>({
    initialValues: { password: '', confirmPassword: '' },
    validate,
    validateInputOnBlur: true,
    transformValues: (values) => newPasswordFormSchema.parse(values),
  });
  const field = useFieldProps(form);
  const password = form.values.password;
  const score = useMemo(() => (estimator && password ? estimator.passwordScore(password.trim(), guessableWords()) : null), [estimator, password]);

  const submit = async (values: NewPasswordForm) => {
    setFailure(null);
    if (await isGuessablePassword(values.password, guessableWords())) {
      form.setFieldError('password', 'validation.pass_guessable');
      return focusFirstError({ password: true }, FIELD_ORDER);
    }
    try {
      await onSubmit(values.password);
    } catch (error) {
      if (isInvalidTokenError(error)) return onInvalidToken();
      // The server's breach message carries the count, which its field key cannot.
      if (hasErrorCode(error, 'password_breached') && error instanceof Error) return form.setFieldError('password', error.message);
      if (!applyServerFieldErrors(form, error)) setFailure(errorMessage(error, t));
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit, (errors) => focusFirstError(errors, FIELD_ORDER))}>
      <Stack gap="md">
        {failure && <FormErrorAlert>{failure}</FormErrorAlert>}
        <NewPasswordFields
          passwordProps={field('password')}
          confirmProps={field('confirmPassword')}
          password={password}
          score={score}
          passwordLabel={t('fields.newPassword')}
        />
        <Button type="submit" fullWidth loading={form.submitting}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
