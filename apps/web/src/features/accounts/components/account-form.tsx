import type { ReactNode } from 'react';
import { Input, Select, SimpleGrid, Stack, Switch, TagsInput, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  ATTENDEE_COMPANY_MAX_LENGTH,
  ATTENDEE_GROUP_MAX_LENGTH,
  ATTENDEE_GROUPS_MAX,
  ATTENDEE_JOB_TITLE_MAX_LENGTH,
  ATTENDEE_ROLES,
  EMAIL_MAX_LENGTH,
  LANGUAGES,
  NAME_MAX_LENGTH,
  type AttendeeRole,
  type Language,
} from '@aula/shared';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { SaveBar } from '@/components/form/save-bar';
import { confirmDiscard } from '@/components/form/unsaved-dialogs';
import { useFieldProps } from '@/components/form/use-field-props';
import { useLeavePageGuard } from '@/components/form/use-leave-page-guard';
import { useSubmitForm } from '@/components/form/use-submit-form';
import { FormSection } from '@/components/ui/form-section';
import { useAccountGroups } from '../api/get-account-groups';
import { useSaveAccount } from '../api/save-account';
import { accountEditHref } from '../hooks/use-account-route';
import { ACCOUNT_FIELD_ORDER, saveAccountBody, validateAccountForm, valuesFromAccount, type AccountFormValues } from '../lib/account-form-values';
import { keepEnterFromSaving } from '@/components/form/keep-enter-from-saving';

const FORM_ID = 'account-form';
const NO_GROUPS: string[] = [];

type AccountFormProps = {
  eventId: number;
  accountId: number;
  initialValues: AccountFormValues;
  /** The photo field; a new account gets its photo once it is saved. */
  photo?: ReactNode;
  /** What follows the form (an existing account's personal-data actions), given the way to leave the page without the warning. */
  after?: (allowNavigation: () => void) => ReactNode;
};

/**
 * One account's form (docs/rules/attendees.md#account-fields-and-roles) with the save bar and the leave-page warning. Saving a new
 * account opens it, so that its photo can be added; saving an existing one stays.
 */
export function AccountForm({ eventId, accountId, initialValues, photo, after }: AccountFormProps) {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const form = useForm<AccountFormValues>({ initialValues, validate: validateAccountForm, validateInputOnBlur: true });
  const field = useFieldProps(form);
  const dirty = form.isDirty();
  const allowNavigation = useLeavePageGuard(dirty);
  const save = useSaveAccount(eventId);
  const { data: groups = NO_GROUPS } = useAccountGroups(eventId);

  const { failure, setFailure, onSubmit } = useSubmitForm({
    form,
    send: (values) => save.mutateAsync(saveAccountBody(eventId, accountId, values)),
    fieldOrder: ACCOUNT_FIELD_ORDER,
    resetTo: (account) => valuesFromAccount(account),
    savedToast: true,
    onSuccess: (account) => {
      if (accountId !== 0) return;
      allowNavigation();
      navigate(accountEditHref(eventId, account.id), { replace: true });
    },
  });

  const discard = async () => {
    if (await confirmDiscard()) {
      form.reset();
      setFailure(null);
    }
  };

  return (
    <Stack gap="lg">
      <form id={FORM_ID} noValidate onSubmit={onSubmit} onKeyDown={keepEnterFromSaving}>
        <Stack gap="lg">
          {failure && <FormErrorAlert>{failure}</FormErrorAlert>}
          <FormSection title={t('edit.person')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput {...field('firstName')} label={t('fields.firstName')} required maxLength={NAME_MAX_LENGTH} autoComplete="off" />
              <TextInput {...field('lastName')} label={t('fields.lastName')} required maxLength={NAME_MAX_LENGTH} autoComplete="off" />
            </SimpleGrid>
            <TextInput {...field('email')} type="email" label={t('fields.email')} required maxLength={EMAIL_MAX_LENGTH} autoComplete="off" />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput {...field('company')} label={t('fields.company')} maxLength={ATTENDEE_COMPANY_MAX_LENGTH} />
              <TextInput {...field('jobTitle')} label={t('fields.jobTitle')} maxLength={ATTENDEE_JOB_TITLE_MAX_LENGTH} />
            </SimpleGrid>
            {photo ?? (
              <Input.Wrapper label={t('fields.photo')} labelElement="div">
                <Text size="sm" c="dimmed">
                  {t('edit.photoAfterSave')}
                </Text>
              </Input.Wrapper>
            )}
          </FormSection>
          <FormSection title={t('edit.access')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                {...field('role')}
                label={t('fields.role')}
                required
                allowDeselect={false}
                data={ATTENDEE_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
                onChange={(role) => role && form.setFieldValue('role', role as AttendeeRole)}
              />
              <Select
                {...field('lang')}
                label={t('fields.lang')}
                description={t('fields.langHint')}
                required
                allowDeselect={false}
                data={LANGUAGES.map((lang) => ({ value: lang, label: t(`languages.${lang}`) }))}
                onChange={(lang) => lang && form.setFieldValue('lang', lang as Language)}
              />
            </SimpleGrid>
            <TagsInput
              {...field('groups')}
              label={t('fields.groups')}
              description={t('fields.groupsHint', { max: ATTENDEE_GROUPS_MAX })}
              placeholder={t('fields.groupsPlaceholder')}
              data={groups}
              maxTags={ATTENDEE_GROUPS_MAX}
              maxLength={ATTENDEE_GROUP_MAX_LENGTH}
              splitChars={[',']}
              clearable
            />
            <Switch {...form.getInputProps('active', { type: 'checkbox' })} label={t('fields.active')} description={t('fields.activeHint')} />
          </FormSection>
          {dirty && <SaveBar formId={FORM_ID} saving={save.isPending} onDiscard={() => void discard()} />}
        </Stack>
      </form>
      {after?.(allowNavigation)}
    </Stack>
  );
}
