import { Button, Group, MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { COMPANY_ROLES, LANGUAGES, type CompanyRole, type Language } from '@aula/shared';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { useFieldProps } from '@/components/form/use-field-props';
import { useLeavePageGuard } from '@/components/form/use-leave-page-guard';
import { useSubmitForm } from '@/components/form/use-submit-form';
import { FormSection } from '@/components/ui/form-section';
import { showSuccessToast } from '@/components/ui/toasts';
import { useCompanyEventOptions, useSaveCompanyUser } from '../api/company-users-api';
import { COMPANY_USER_FIELD_ORDER, companyUserBody, validateCompanyUser, valuesFromUser, type CompanyUserFormValues } from '../lib/company-user-form-values';
import { usersPath } from './company-users-screen';

type CompanyUserFormProps = { userId: number; initialValues: CompanyUserFormValues };

/** Invites a user (userId 0: address, names, role, language, a host's events) or changes names, role and a host's events. */
export function CompanyUserForm({ userId, initialValues }: CompanyUserFormProps) {
  const { t } = useTranslation('company-users');
  const navigate = useNavigate();
  const form = useForm<CompanyUserFormValues>({ initialValues, validate: validateCompanyUser(userId), validateInputOnBlur: true });
  const field = useFieldProps(form);
  const isNew = userId === 0;
  const allowNavigation = useLeavePageGuard(form.isDirty());
  const save = useSaveCompanyUser();
  const events = useCompanyEventOptions();

  const { failure, onSubmit } = useSubmitForm({
    form,
    send: (values) => save.mutateAsync(companyUserBody(userId, values)),
    fieldOrder: COMPANY_USER_FIELD_ORDER,
    resetTo: (saved) => valuesFromUser(saved),
    savedToast: !isNew,
    onSuccess: (saved) => {
      if (!isNew) return;
      showSuccessToast(t('form.invited', { email: saved.email }));
      allowNavigation();
      void navigate(usersPath);
    },
  });

  const roleData = COMPANY_ROLES.map((role: CompanyRole) => ({ value: role, label: t(`roles.${role}`) }));
  const langData = LANGUAGES.map((lang: Language) => ({ value: lang, label: t(`languages.${lang}`) }));
  const role = form.getValues().role;

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="lg">
        {failure && <FormErrorAlert>{failure}</FormErrorAlert>}
        <FormSection title={t('form.personSection')}>
          <TextInput {...field('email')} type="email" label={t('form.email')} disabled={!isNew} required={isNew} autoComplete="off" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...field('firstName')} label={t('form.firstName')} required />
            <TextInput {...field('lastName')} label={t('form.lastName')} required />
          </SimpleGrid>
          {isNew && <Select {...field('lang')} label={t('form.lang')} description={t('form.langHint')} data={langData} allowDeselect={false} />}
        </FormSection>
        <FormSection title={t('form.roleSection')} description={t(`roleHints.${role}`)}>
          <Select {...field('role')} label={t('form.role')} data={roleData} allowDeselect={false} data-path="role" />
          {role === 'host' && (
            <MultiSelect
              {...field('eventIds')}
              label={t('form.events')}
              description={t('form.eventsHint')}
              placeholder={t('form.eventsPlaceholder')}
              data={events.data ?? []}
              disabled={!events.data}
              searchable
              clearable
              data-path="eventIds"
            />
          )}
        </FormSection>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {isNew ? t('form.sendInvitation') : t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
