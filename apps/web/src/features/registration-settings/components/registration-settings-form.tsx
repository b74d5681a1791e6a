import { Group, MultiSelect, NativeSelect, Radio, SimpleGrid, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ATTENDEE_LIST_VISIBILITIES, CONSENT_TEXT_MAX_LENGTH, PUBLIC_GROUPS_MAX, REGISTRATION_ACCESS, REGISTRATION_FIELDS, type RegistrationAccess, type AttendeeListVisibility } from '@aula/shared';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { SaveBar } from '@/components/form/save-bar';
import { confirmDiscard } from '@/components/form/unsaved-dialogs';
import { useFieldProps } from '@/components/form/use-field-props';
import { useLeavePageGuard } from '@/components/form/use-leave-page-guard';
import { useSubmitForm } from '@/components/form/use-submit-form';
import { FormSection } from '@/components/ui/form-section';
import { useAccountGroupOptions, useSaveRegistrationSettings } from '../api/registration-settings-api';
import {
  FIELD_USES,
  REGISTRATION_FIELD_ORDER,
  registrationBody,
  validateRegistration,
  valuesFromSettings,
  type FieldUse,
  type RegistrationFormValues,
} from '../lib/registration-form-values';
import { keepEnterFromSaving } from '@/components/form/keep-enter-from-saving';

const FORM_ID = 'registration-settings-form';

type RegistrationSettingsFormProps = { eventId: number; code: string | null; initialValues: RegistrationFormValues };

/**
 * settings/standard (docs/rules/attendees.md#registration): invitation only or open registration with what the
 * registration page asks, its places and approval, and who sees the attendee list in the venue with
 * the groups its people directory filters by.
 */
export function RegistrationSettingsForm({ eventId, code, initialValues }: RegistrationSettingsFormProps) {
  const { t } = useTranslation('registration-settings');
  const form = useForm<RegistrationFormValues>({ initialValues, validate: validateRegistration, validateInputOnBlur: true });
  const field = useFieldProps(form);
  const dirty = form.isDirty();
  useLeavePageGuard(dirty);
  const save = useSaveRegistrationSettings(eventId);
  const { data: groups } = useAccountGroupOptions(eventId);
  const values = form.getValues();

  const { failure, setFailure, onSubmit } = useSubmitForm({
    form,
    send: (submitted) => save.mutateAsync(registrationBody(submitted)),
    fieldOrder: REGISTRATION_FIELD_ORDER,
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
        <FormSection title={t('access.title')} description={t('access.hint')}>
          <Radio.Group {...field('access')} label={t('access.label')} onChange={(value) => form.setFieldValue('access', value as RegistrationAccess)}>
            <Group mt="xs">
              {REGISTRATION_ACCESS.map((access) => (
                <Radio key={access} value={access} label={t(`access.${access}`)} />
              ))}
            </Group>
          </Radio.Group>
          {values.access === 'open' && code && <TextInput label={t('access.pageAddress')} value={`${window.location.origin}/e/${code}/register`} readOnly />}
        </FormSection>
        {values.access === 'open' && (
          <FormSection title={t('page.title')} description={t('page.hint')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {REGISTRATION_FIELDS.map((name) => (
                <NativeSelect
                  key={name}
                  label={t(`fields.${name}`)}
                  value={values.fields[name]}
                  onChange={(event) => form.setFieldValue(`fields.${name}`, event.currentTarget.value as FieldUse)}
                  data={FIELD_USES.map((use) => ({ value: use, label: t(`fieldUse.${use}`) }))}
                />
              ))}
            </SimpleGrid>
            <Textarea {...field('consentText')} label={t('page.consentText')} description={t('page.consentHint')} autosize minRows={3} maxLength={CONSENT_TEXT_MAX_LENGTH} required />
            <TextInput {...field('capacity')} label={t('page.capacity')} description={t('page.capacityHint')} inputMode="numeric" w={{ base: '100%', sm: 240 }} />
            <Switch {...field('waitingList', { type: 'checkbox' })} label={t('page.waitingList')} description={t('page.waitingListHint')} />
            <Switch {...field('approval', { type: 'checkbox' })} label={t('page.approval')} description={t('page.approvalHint')} />
          </FormSection>
        )}
        <FormSection title={t('attendeeList.title')} description={t('attendeeList.hint')}>
          <Radio.Group
            {...field('attendeeListVisibility')}
            label={t('attendeeList.label')}
            onChange={(value) => form.setFieldValue('attendeeListVisibility', value as AttendeeListVisibility)}
          >
            <Stack mt="xs" gap="xs">
              {ATTENDEE_LIST_VISIBILITIES.map((visibility) => (
                <Radio key={visibility} value={visibility} label={t(`attendeeList.${visibility}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <MultiSelect
            {...field('publicGroups')}
            label={t('attendeeList.publicGroups')}
            description={t('attendeeList.publicGroupsHint')}
            nothingFoundMessage={t('attendeeList.noGroups')}
            data={[...new Set([...(groups ?? []), ...values.publicGroups])]}
            maxValues={PUBLIC_GROUPS_MAX}
            searchable
            clearable
            data-path="publicGroups"
          />
        </FormSection>
        {dirty && <SaveBar formId={FORM_ID} saving={save.isPending} onDiscard={() => void discard()} />}
      </Stack>
    </form>
  );
}
