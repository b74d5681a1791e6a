import { Button, Checkbox, Group, PasswordInput, SegmentedControl, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { BBB_CHECKSUM_ALGORITHMS, MEETING_SERVER_ADDRESS, TEAMS_CONSENT_CALLBACK_PATH, type BbbChecksumAlgorithm, type MeetingIntegrationSettings } from '@aula/shared';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { useFieldProps } from '@/components/form/use-field-props';
import { useLeavePageGuard } from '@/components/form/use-leave-page-guard';
import { useSubmitForm } from '@/components/form/use-submit-form';
import { FormSection } from '@/components/ui/form-section';
import { useSaveMeetingIntegration } from '../api/meeting-integrations-api';
import { INTEGRATION_FIELD_ORDER, integrationValidator, valuesFromIntegration, type IntegrationFormValues } from '../lib/integration-form-values';
import { TeamsConsent } from './teams-consent';
import { TestConnection } from './test-connection';
import { keepEnterFromSaving } from '@/components/form/keep-enter-from-saving';

type IntegrationFormProps = { eventId: number; settings: MeetingIntegrationSettings };

/**
 * One provider's section (docs/rules/rooms-and-agenda.md#meeting-integrations): on or off, its address (Zoom and
 * Teams have none; Teams names its Azure tenant), Jitsi's app id, Zoom's SDK key, Teams' client id or
 * BigBlueButton's checksum, the write-only secret, Teams' organising user and consent, save, and the
 * test of the connection.
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
    send: (submitted) => save.mutateAsync({ eventId, provider, body: submitted }),
    fieldOrder: INTEGRATION_FIELD_ORDER,
    resetTo: (saved) => valuesFromIntegration(saved.integrations.find((candidate) => candidate.provider === provider) ?? settings),
    savedToast: true,
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t(`${provider}.title`)} onKeyDown={keepEnterFromSaving}>
      <FormSection title={t(`${provider}.title`)} description={t(`${provider}.hint`, { redirectUri: `${window.location.origin}/api${TEAMS_CONSENT_CALLBACK_PATH}` })}>
        {failure && <FormErrorAlert>{failure}</FormErrorAlert>}
        <Switch {...field('enabled', { type: 'checkbox' })} label={t('enabled', { provider: t(`${provider}.title`) })} />
        {MEETING_SERVER_ADDRESS[provider] && (
          <TextInput {...field('serverUrl')} type="url" label={t(`${provider}.serverUrl`)} description={t(`${provider}.serverUrlHint`)} required={values.enabled} />
        )}
        {provider === 'teams' && (
          <TextInput {...field('tenantId')} label={t('teams.tenantId')} description={t('teams.tenantIdHint')} required={values.enabled} autoComplete="off" />
        )}
        {provider !== 'bigbluebutton' && (
          <TextInput
            {...field('appId')}
            label={t(`${provider}.appId`)}
            description={t(`${provider}.appIdHint`)}
            required={provider !== 'jitsi' && values.enabled}
            autoComplete="off"
          />
        )}
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
        {provider === 'teams' && (
          <TextInput {...field('organiser')} label={t('teams.organiser')} description={t('teams.organiserHint')} required={values.enabled} autoComplete="off" />
        )}
        <Group gap="sm">
          <Button type="submit" loading={save.isPending} disabled={!dirty}>
            {t('save', { provider: t(`${provider}.title`) })}
          </Button>
        </Group>
        {settings.teams && <TeamsConsent eventId={eventId} consent={settings.teams.consent} saved={settings.teams.tenantId !== '' && settings.appId !== ''} />}
        <TestConnection eventId={eventId} provider={provider} form={form} secretStored={settings.secretStored} />
      </FormSection>
    </form>
  );
}
