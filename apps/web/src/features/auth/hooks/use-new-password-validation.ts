import { useCallback } from 'react';
import { schemaResolver, type FormErrors } from '@mantine/form';
import { PASSWORD_MIN_STRENGTH_SCORE } from '@aula/shared';
import { usePasswordEstimator } from './use-password-estimator';

type PasswordValues = { password: string; confirmPassword: string };
type FormSchema = Parameters<typeof schemaResolver>[0];

/**
 * The validate function of a form that sets a new password: the shared schema (which also checks
 * the confirmation) and 'must not be easy to guess' once the estimator has loaded.
 */
export function useNewPasswordValidation<Values extends PasswordValues>(
  schema: FormSchema,
  userInputs: (values: Values) => string[],
) {
  const estimator = usePasswordEstimator();
  const validate = useCallback(
    (values: Values): FormErrors => {
      const errors = schemaResolver(schema, { sync: true })(values);
      const password = values.password.trim();
      if (errors.password || !estimator || !password) return errors;
      if (estimator.passwordScore(password, userInputs(values)) >= PASSWORD_MIN_STRENGTH_SCORE) return errors;
      return { ...errors, password: 'validation.pass_guessable' };
    },
    [schema, userInputs, estimator],
  );
  return { validate, estimator };
}
