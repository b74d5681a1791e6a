import { Button, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { newPasswordFormSchema, type NewPasswordForm } from '@aula/shared';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { focusFirstError } from '@/components/form/focus-first-error';
import { useFieldProps } from '@/components/form/use-field-props';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useSubmitForm } from '@/components/form/use-submit-form';
import { useNewPasswordValidation } from '../hooks/use-new-password-validation';
import { isGuessablePassword } from '@/lib/use-password-estimator';
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
  const { validate, estimator } = useNewPasswordValidation<NewPasswordForm>(newPasswordFormSchema, guessableWords);
  const form = useSchemaForm<NewPasswordForm>({
    initialValues: { password: '', confirmPassword: '' },
    validate,
    transformValues: (values) => newPasswordFormSchema.parse(values),
  });
  const field = useFieldProps(form);
  const password = form.values.password;
  const score = useMemo(() => (estimator && password ? estimator.passwordScore(password.trim(), guessableWords()) : null), [estimator, password]);

  const submit = useSubmitForm({
    form,
    send: (values) => onSubmit(values.password),
    check: async (values) => {
      if (!(await isGuessablePassword(values.password, guessableWords()))) return true;
      form.setFieldError('password', 'validation.pass_guessable');
      focusFirstError({ password: true }, FIELD_ORDER);
      return false;
    },
    handleError: (error) => {
      if (isInvalidTokenError(error)) onInvalidToken();
      // The server's breach message carries the count, which its field key cannot.
      else if (hasErrorCode(error, 'password_breached') && error instanceof Error) form.setFieldError('password', error.message);
      else return false;
      return true;
    },
    fieldOrder: FIELD_ORDER,
    message: (error) => errorMessage(error, t),
  });

  return (
    <form noValidate onSubmit={submit.onSubmit}>
      <Stack gap="md">
        {submit.failure && <FormErrorAlert>{submit.failure}</FormErrorAlert>}
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
