import { Alert, Button, Group, Radio, Skeleton, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { SUPPORT_MODES, supportSettingsBodySchema, type SupportMode, type SupportSettings } from '@aula/shared';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { useFieldProps } from '@/components/form/use-field-props';
import { useSubmitForm } from '@/components/form/use-submit-form';
import { FormSection } from '@/components/ui/form-section';
import { loadingProps } from '@/components/ui/loading-props';
import { useSupportSettings } from '../api/get-support-settings';
import { useSaveSupportSettings } from '../api/save-support-settings';

type SupportValues = { mode: SupportMode; chatwootWebsiteToken: string; chatwootBaseUrl: string; crispWebsiteId: string };
const resolve = schemaResolver(supportSettingsBodySchema, { sync: true });
const FIELD_ORDER = ['mode', 'chatwootWebsiteToken', 'chatwootBaseUrl', 'crispWebsiteId'] as const;

/** System settings' choice of the support the console's Help button opens (docs/decisions/0136-support-modes.md). */
export function SupportSettingsSection() {
  const { t } = useTranslation('system');
  const settings = useSupportSettings();
  return (
    <FormSection title={t('support.title')} description={t('support.hint')}>
      {settings.error && <Alert color="red">{t('support.loadFailed')}</Alert>}
      {!settings.data && !settings.error && <Skeleton height={160} {...loadingProps(t('support.loading'))} />}
      {settings.data && <SupportSettingsForm settings={settings.data} />}
    </FormSection>
  );
}

function SupportSettingsForm({ settings }: { settings: SupportSettings }) {
  const { t } = useTranslation('system');
  const save = useSaveSupportSettings();
  const { mayChange, ...initialValues } = settings;
  const form = useForm<SupportValues>({ initialValues, validate: resolve });
  const field = useFieldProps(form);
  const { failure, onSubmit } = useSubmitForm({
    form,
    send: save.mutateAsync,
    savedToast: true,
    fieldOrder: FIELD_ORDER,
    resetTo: ({ mayChange: _mayChange, ...stored }) => stored,
  });
  const mode = form.getValues().mode;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        {failure && <FormErrorAlert>{failure}</FormErrorAlert>}
        <Radio.Group label={t('support.mode')} {...field('mode')}>
          <Stack gap="xs" mt="xs">
            {SUPPORT_MODES.map((value) => (
              <Radio key={value} value={value} label={t(`support.modes.${value}`)} disabled={!mayChange} />
            ))}
          </Stack>
        </Radio.Group>
        {mode === 'chatwoot' && (
          <>
            <TextInput label={t('support.chatwootBaseUrl')} description={t('support.chatwootBaseUrlHint')} required disabled={!mayChange} {...field('chatwootBaseUrl')} />
            <TextInput label={t('support.chatwootWebsiteToken')} required disabled={!mayChange} {...field('chatwootWebsiteToken')} />
          </>
        )}
        {mode === 'crisp' && (
          <TextInput label={t('support.crispWebsiteId')} description={t('support.crispWebsiteIdHint')} required disabled={!mayChange} {...field('crispWebsiteId')} />
        )}
        {mayChange && (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('support.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
