import { forgotPasswordFormSchema, type ForgotPasswordForm } from '@aula/shared';
import { schemaErrors } from '@/components/form/schema-errors';
import { useSchemaForm } from '@/components/form/use-schema-form';

/** A form of one e-mail address (forgot password, a new activation link), validated on blur and submit. */
export function useEmailForm() {
  return useSchemaForm<ForgotPasswordForm>({
    initialValues: { email: '' },
    validate: (values) => schemaErrors(forgotPasswordFormSchema, values),
    transformValues: (values) => forgotPasswordFormSchema.parse(values),
  });
}
