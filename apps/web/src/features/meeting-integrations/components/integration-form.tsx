import { Button, Checkbox, Group, PasswordInput, SegmentedControl, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { BBB_CHECKSUM_ALGORITHMS, MEETING_SERVER_ADDRESS, type BbbChecksumAlgorithm, type MeetingIntegrationSettings } from '@aula/shared';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { useFieldProps } from '@/components/form/use-field-props';
import { useLeavePageGuard } from '@/components/form/use-leave-page-guard';
import { useSubmitForm } from '@/components/form/use-submit-form';
import { FormSection } from '@/components/ui/form-section';
import { useSaveMeetingIntegration } from '../api/meeting-integrations-api';
import { INTEGRATION_FIELD_ORDER, integrationBody, integrationValidator, valuesFromIntegration, type IntegrationFormValues } from '../lib/integration-form-values';
import { TestConnection } from './test-connection';

type IntegrationFormProps = { eventId: number; settings: MeetingIntegrationSettings };

/**
 * One provider's section (docs/rules/rooms-and-agenda.md#meeting-integrations): on or off, its address (Zoom has none),
 * Jitsi's app id, Zoom's SDK key or BigBlueButton's checksum, the write-only secret, save, and the test of the connection.
 */
export function IntegrationForm({ eventId, settings }: IntegrationFormProps) {
  const { t } = useTranslation('meeting-integrations');
  const { provider } = settings;
  const form = useForm<IntegrationFormValues>({
    initialValues: valuesFromIntegration(settings),
    validate: integrationValidator(provider, settings.secretStored),
    validateInputOnBlur: true,
  });
  const field = useFieldProps(form);
  const dirty = form.isDirty();
  useLeavePageGuard(dirty);
  const save = useSaveMeetingIntegration();
  const values = form.getValues();
  const secretStored = settings.secretStored && !values.removeSecret;
  const checksumLabelId = `${provider}-checksum-label`;

  const { failure, onSubmit } = useSubmitForm({
    form,
    send: (submitted) => save.mutateAsync({ eventId, provider, body: integrationBody(submitted) }),
    fieldOrder: INTEGRATION_FIELD_ORDER,
    resetTo: (saved) => valuesFromIntegration(saved.integrations.find((candidate) => candidate.provider === provider) ?? settings),
    savedToast: true,
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t(`${provider}.title`)}>
      <FormSection title={t(`${provider}.title`)} description={t(`${provider}.hint`)}>
        {failure && <FormErrorAlert>{failure}</FormErrorAlert>}
        <Switch {...field('enabled', { type: 'checkbox' })} label={t('enabled', { provider: t(`${provider}.title`) })} />
        {MEETING_SERVER_ADDRESS[provider] && (
          <TextInput {...field('serverUrl')} type="url" label={t(`${provider}.serverUrl`)} description={t(`${provider}.serverUrlHint`)} required={values.enabled} />
        )}
        {provider === 'jitsi' && <TextInput {...field('appId')} label={t('jitsi.appId')} description={t('jitsi.appIdHint')} autoComplete="off" />}
        {provider === 'zoom' && <TextInput {...field('appId')} label={t('zoom.appId')} description={t('zoom.appIdHint')} required={values.enabled} autoComplete="off" />}
        {provider === 'bigbluebutton' && (
          <Stack gap={4}>
            <Text size="sm" fw={500} id={checksumLabelId}>
              {t('bigbluebutton.checksum')}
            </Text>
            <SegmentedControl
              aria-labelledby={checksumLabelId}
              value={values.checksum}
              onChange={(value) => form.setFieldValue('checksum', value as BbbChecksumAlgorithm)}
              data={BBB_CHECKSUM_ALGORITHMS.map((algorithm) => ({ value: algorithm, label: algorithm }))}
              w="fit-content"
            />
            <Text size="xs" c="dimmed">
              {t('bigbluebutton.checksumHint')}
            </Text>
          </Stack>
        )}
        <PasswordInput
          {...field('secret')}
          label={t(`${provider}.secret`)}
          description={secretStored ? t('secretStored') : t('secretNone')}
          placeholder={secretStored ? t('secretKeep') : undefined}
          autoComplete="new-password"
          disabled={values.removeSecret}
        />
        {settings.secretStored && <Checkbox {...field('removeSecret', { type: 'checkbox' })} label={t('removeSecret')} />}
        <Group gap="sm">
          <Button type="submit" loading={save.isPending} disabled={!dirty}>
            {t('save', { provider: t(`${provider}.title`) })}
          </Button>
        </Group>
        <TestConnection eventId={eventId} provider={provider} form={form} secretStored={settings.secretStored} />
      </FormSection>
    </form>
  );
}
