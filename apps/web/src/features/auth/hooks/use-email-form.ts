import { schemaResolver, useForm } from '@mantine/form';
import { forgotPasswordFormSchema, type ForgotPasswordForm } from '@aula/shared';

/** A form of one e-mail address (forgot password, a new activation link), validated on blur and submit. */
export function useEmailForm() {
  return useForm<ForgotPasswordForm>({
    initialValues: { email: '' },
    validate: schemaResolver(forgotPasswordFormSchema, { sync: true }),
    validateInputOnBlur: true,
    transformValues: (values) => forgotPasswordFormSchema.parse(values),
  });
}
