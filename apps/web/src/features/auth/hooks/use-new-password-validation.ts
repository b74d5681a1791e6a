import { useCallback } from 'react';
import { PASSWORD_MIN_STRENGTH_SCORE } from '@aula/shared';
import { schemaErrors, type FieldErrors, type StandardSchema } from '@/components/form/schema-errors';
import { usePasswordEstimator } from '@/lib/use-password-estimator';

type PasswordValues = { password: string; confirmPassword: string };

/**
 * The validate function of a form that sets a new password: the shared schema (which also checks
 * the confirmation) and 'must not be easy to guess' once the estimator has loaded.
 */
export function useNewPasswordValidation<Values extends PasswordValues>(schema: StandardSchema, userInputs: (values: Values) => string[]) {
  const estimator = usePasswordEstimator();
  const validate = useCallback(
    (values: Values): FieldErrors => {
      const errors = schemaErrors(schema, values);
      const password = values.password.trim();
      if (errors.password || !estimator || !password) return errors;
      if (estimator.passwordScore(password, userInputs(values)) >= PASSWORD_MIN_STRENGTH_SCORE) return errors;
      return { ...errors, password: 'validation.pass_guessable' };
    },
    [schema, userInputs, estimator],
  );
  return { validate, estimator };
}
