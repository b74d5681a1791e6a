import { Checkbox, Grid, PasswordInput, SegmentedControl, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { SMTP_DEFAULT_PORTS, SMTP_SECURITY_MODES, type MailSettings, type SmtpSecurity } from '@aula/shared';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { SaveBar } from '@/components/form/save-bar';
import { confirmDiscard } from '@/components/form/unsaved-dialogs';
import { useFieldProps } from '@/components/form/use-field-props';
import { useLeavePageGuard } from '@/components/form/use-leave-page-guard';
import { useSubmitForm } from '@/components/form/use-submit-form';
import { FormSection } from '@/components/ui/form-section';
import { useSaveMailSettings } from '../api/mail-settings-api';
import {
  MAIL_SETTINGS_FIELD_ORDER,
  mailSettingsBody,
  validateMailSettings,
  valuesFromSettings,
  type MailSettingsFormValues,
} from '../lib/mail-settings-form-values';
import { TestMailPanel } from './test-mail-panel';
import { keepEnterFromSaving } from '@/components/form/keep-enter-from-saving';

const FORM_ID = 'mail-settings-form';

type MailSettingsFormProps = { eventId: number; settings: MailSettings; initialValues: MailSettingsFormValues };

/** settings/standard/configure (docs/rules/communications.md#mail-settings): sender and reply-to, the own server's fields while it is on, the save bar and the test mail. */
export function MailSettingsForm({ eventId, settings, initialValues }: MailSettingsFormProps) {
  const { t } = useTranslation('mail-settings');
  const form = useForm<MailSettingsFormValues>({ initialValues, validate: validateMailSettings, validateInputOnBlur: true });
  const field = useFieldProps(form);
  const dirty = form.isDirty();
  useLeavePageGuard(dirty);
  const save = useSaveMailSettings();
  const values = form.getValues();
  const passwordStored = settings.passwordStored && !values.removePassword;

  const { failure, setFailure, onSubmit } = useSubmitForm({
    form,
    send: (submitted) => save.mutateAsync({ eventId, body: mailSettingsBody(submitted) }),
    fieldOrder: MAIL_SETTINGS_FIELD_ORDER,
    resetTo: (saved) => valuesFromSettings(saved),
    savedToast: true,
  });

  const discard = async () => {
    if (await confirmDiscard()) {
      form.reset();
      setFailure(null);
    }
  };

  return (
    <form id={FORM_ID} noValidate onSubmit={onSubmit} onKeyDown={keepEnterFromSaving}>
      <Stack gap="lg">
        {failure && <FormErrorAlert>{failure}</FormErrorAlert>}
        <FormSection title={t('form.senderSection')} description={t('form.senderHint')}>
          <TextInput {...field('senderName')} label={t('form.senderName')} placeholder={settings.defaultSenderName} />
          <TextInput {...field('senderEmail')} type="email" label={t('form.senderEmail')} placeholder={settings.defaultSenderAddress} />
          <TextInput {...field('replyTo')} type="email" label={t('form.replyTo')} description={t('form.replyToHint')} />
        </FormSection>
        <FormSection title={t('form.serverSection')}>
          <Switch {...field('smtpEnabled', { type: 'checkbox' })} label={t('form.smtpEnabled')} description={t('form.smtpEnabledHint')} />
          {values.smtpEnabled && (
            <Grid gap="md">
              <Grid.Col span={{ base: 12, sm: 8 }}>
                <TextInput {...field('smtpHost')} label={t('form.smtpHost')} placeholder="smtp.example.com" required />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput {...field('smtpPort')} label={t('form.smtpPort')} inputMode="numeric" placeholder={String(SMTP_DEFAULT_PORTS[values.smtpSecurity])} required />
              </Grid.Col>
              <Grid.Col span={12}>
                <Stack gap={4}>
                  <Text size="sm" fw={500} id="smtp-security-label">
                    {t('form.smtpSecurity')}
                  </Text>
                  <SegmentedControl
                    aria-labelledby="smtp-security-label"
                    value={values.smtpSecurity}
                    onChange={(value) => form.setFieldValue('smtpSecurity', value as SmtpSecurity)}
                    data={SMTP_SECURITY_MODES.map((mode) => ({ value: mode, label: t(`security.${mode}`) }))}
                  />
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput {...field('smtpUser')} label={t('form.smtpUser')} autoComplete="off" />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <PasswordInput
                  {...field('smtpPassword')}
                  label={t('form.smtpPassword')}
                  description={passwordStored ? t('form.passwordStored') : t('form.passwordNone')}
                  placeholder={passwordStored ? t('form.passwordKeep') : undefined}
                  autoComplete="new-password"
                  disabled={values.removePassword}
                />
              </Grid.Col>
              {settings.passwordStored && (
                <Grid.Col span={12}>
                  <Checkbox {...field('removePassword', { type: 'checkbox' })} label={t('form.removePassword')} />
                </Grid.Col>
              )}
            </Grid>
          )}
        </FormSection>
        <TestMailPanel eventId={eventId} form={form} />
        {dirty && <SaveBar formId={FORM_ID} saving={save.isPending} onDiscard={() => void discard()} />}
      </Stack>
    </form>
  );
}
