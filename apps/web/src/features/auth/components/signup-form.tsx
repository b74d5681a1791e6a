import { Anchor, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { personalPasswordWords, signupFormSchema, type SignupForm as SignupValues } from '@aula/shared';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { focusFirstError } from '@/components/form/focus-first-error';
import { useFieldProps } from '@/components/form/use-field-props';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useSubmitForm } from '@/components/form/use-submit-form';
import { showErrorToast } from '@/components/ui/toasts';
import { currentLanguage } from '@/lib/i18n';
import { useNavigate } from '@/lib/page-router/page-router';
import { useLanguage } from '@/lib/use-language';
import { useClientConfig } from '../api/get-client-config';
import { useCreateUser } from '../api/create-user';
import { useBotCheckToken } from '../hooks/use-bot-check-token';
import { useNewPasswordValidation } from '../hooks/use-new-password-validation';
import { isGuessablePassword } from '@/lib/use-password-estimator';
import { checkBreachedPassword } from '../lib/breach-check';
import { errorMessage, hasErrorCode } from '../lib/error-message';
import { BotCheckField } from './bot-check-field';
import { NewPasswordFields } from './new-password-fields';

type Values = Omit<SignupValues, 'tosAgree'> & { tosAgree: boolean };

const FIELD_ORDER = ['firstName', 'lastName', 'email', 'password', 'confirmPassword', 'tosAgree'] as const;
const SERVER_FIELDS = { username: 'email', first_name: 'firstName', last_name: 'lastName' };

const guessableWords = (values: Values) =>
  personalPasswordWords({ email: values.email, firstName: values.firstName, lastName: values.lastName });

/** Sign-up (docs/rules/accounts-and-sign-in.md#sign-up): the shared rules, the strength estimate, then the breached-password check, then createUser. */
export function SignupForm({ instance }: { instance: string }) {
  const { t } = useTranslation('auth');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const config = useClientConfig();
  const createUser = useCreateUser();
  const botCheck = useBotCheckToken();
  const [breached, setBreached] = useState<{ password: string; count: number } | null>(null);
  const { validate, estimator } = useNewPasswordValidation<Values>(signupFormSchema, guessableWords);
  const form = useSchemaForm<Values>({
    initialValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', tosAgree: false },
    // A password the range service reported stays rejected on later blurs, until it is changed.
    validate: (current) => {
      const errors = validate(current);
      if (errors.password || current.password.trim() !== breached?.password) return errors;
      return { ...errors, password: 'validation.pass_breached' };
    },
  });
  const field = useFieldProps(form);
  const { values } = form;
  const score = useMemo(
    () => (estimator && values.password ? estimator.passwordScore(values.password.trim(), guessableWords(values)) : null),
    [estimator, values],
  );

  const rejectPassword = (key: string) => {
    form.setFieldError('password', key);
    focusFirstError({ password: key }, ['password']);
  };

  const check = async (raw: Values) => {
    const { password } = signupFormSchema.parse(raw);
    if (await isGuessablePassword(password, guessableWords(raw))) {
      rejectPassword('validation.pass_guessable');
      return false;
    }
    const breach = config.data ? await checkBreachedPassword(password, config.data.breachCheckUrl) : ({ status: 'unknown' } as const);
    if (breach.status === 'breached') {
      setBreached({ password, count: breach.count });
      rejectPassword('validation.pass_breached');
      return false;
    }
    // Unknown is not a pass: say so, and let the server check again. A toast outlives the
    // navigation to account-created, so the user sees it whatever the outcome.
    if (breach.status === 'unknown') showErrorToast(t('signup.breachUnknown'));
    return true;
  };

  const send = (raw: Values) => {
    const data = signupFormSchema.parse(raw);
    return createUser.mutateAsync({
      username: data.email,
      password: data.password,
      first_name: data.firstName,
      last_name: data.lastName,
      instance,
      lang: currentLanguage(),
      captcha: botCheck.token,
    });
  };

  const { failure, onSubmit } = useSubmitForm({
    form,
    send,
    check,
    handleError: (error) => {
      botCheck.renew();
      // The server's breach message carries the count, which its field key cannot.
      if (!(hasErrorCode(error, 'password_breached') && error instanceof Error)) return false;
      rejectPassword(error.message);
      return true;
    },
    fieldNames: SERVER_FIELDS,
    fieldOrder: FIELD_ORDER,
    message: (error) => errorMessage(error, t),
    onSuccess: () => navigate('/auth/account-created'),
  });

  const termsUrl = config.data ? (language === 'de' ? config.data.termsUrl.de : config.data.termsUrl.en) : undefined;

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        {failure && <FormErrorAlert>{failure}</FormErrorAlert>}
        <Group grow align="flex-start">
          <TextInput {...field('firstName')} label={t('fields.firstName')} autoComplete="given-name" required />
          <TextInput {...field('lastName')} label={t('fields.lastName')} autoComplete="family-name" required />
        </Group>
        <TextInput {...field('email')} label={t('fields.email')} type="email" autoComplete="email" inputMode="email" required />
        <NewPasswordFields
          passwordProps={field('password', { errorParams: { count: breached?.count ?? 0 } })}
          confirmProps={field('confirmPassword')}
          password={values.password}
          score={score}
        />
        <Checkbox
          {...field('tosAgree', { type: 'checkbox' })}
          required
          label={
            <Trans
              t={t}
              i18nKey="signup.tos"
              components={{ termsLink: <Anchor href={termsUrl} target="_blank" rel="noopener noreferrer" inherit /> }}
            />
          }
        />
        <BotCheckField config={config.data} onToken={botCheck.setToken} resetKey={botCheck.resetKey} />
        <Button type="submit" fullWidth loading={form.submitting}>
          {t('signup.submit')}
        </Button>
      </Stack>
    </form>
  );
}
