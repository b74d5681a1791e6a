import { useState } from 'react';
import { Button, Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, profileFormSchema, type Language, type Profile, type ProfileForm } from '@aula/shared';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { schemaErrors } from '@/components/form/schema-errors';
import { confirmDiscard } from '@/components/form/unsaved-dialogs';
import { useFieldProps } from '@/components/form/use-field-props';
import { useLeavePageGuard } from '@/components/form/use-leave-page-guard';
import { useSubmitForm } from '@/components/form/use-submit-form';
import { FormSection } from '@/components/ui/form-section';
import { ApiError } from '@/lib/api-failure';
import { useLanguage } from '@/lib/use-language';
import { useSaveProfile, type PhotoChange } from '../api/profile-api';
import { initialsOf } from './profile-initials';
import { ProfilePhotoField } from './profile-photo-field';

const FIELD_ORDER = ['firstName', 'lastName', 'company', 'lang'] as const;
const KEEP: PhotoChange = { kind: 'keep' };

const valuesOf = (profile: Profile): ProfileForm => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  company: profile.company,
  lang: profile.lang,
});

type ProfileEditFormProps = { profile: Profile; onSaved: () => void };

/**
 * The profile form (docs/rules/accounts-and-sign-in.md#profile): names, company (read-only unless the user owns the company),
 * language and photo. Save is enabled only by a change, a photo counting once it has been read
 * (docs/rules/uploads.md#photos); leaving with unsaved changes asks first.
 */
export function ProfileEditForm({ profile, onSaved }: ProfileEditFormProps) {
  const { t } = useTranslation('profile');
  const { language, setLanguage } = useLanguage();
  const form = useForm<ProfileForm>({
    initialValues: valuesOf(profile),
    validate: (values) => schemaErrors(profileFormSchema, values),
    validateInputOnBlur: true,
  });
  const field = useFieldProps(form);
  const [photo, setPhoto] = useState<PhotoChange>(KEEP);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const save = useSaveProfile(onSaved);
  const dirty = form.isDirty() || photo.kind !== 'keep';
  useLeavePageGuard(dirty);
  const values = form.getValues();

  const submit = useSubmitForm({
    form,
    send: (submitted) => save.mutateAsync({ values: submitted, photo }),
    handleError: (error) => {
      const reason = error instanceof ApiError ? error.fields?.image : undefined;
      if (!reason) return false;
      setPhotoError(reason);
      return true;
    },
    fieldOrder: FIELD_ORDER,
    resetTo: (saved) => valuesOf(saved),
    savedToast: true,
    onSuccess: (saved) => {
      setPhoto(KEEP);
      setPhotoError(null);
      if (saved.lang !== language) void setLanguage(saved.lang);
    },
  });

  const discard = async () => {
    if (!(await confirmDiscard())) return;
    form.reset();
    setPhoto(KEEP);
    setPhotoError(null);
    submit.setFailure(null);
  };

  return (
    <form noValidate onSubmit={submit.onSubmit}>
      <FormSection title={t('edit.detailsSection')}>
        {submit.failure && <FormErrorAlert>{submit.failure}</FormErrorAlert>}
        <ProfilePhotoField
          current={profile.image}
          name={`${values.firstName} ${values.lastName}`}
          initials={initialsOf(values.firstName, values.lastName)}
          change={photo}
          onChange={(change) => {
            setPhoto(change);
            setPhotoError(null);
          }}
          error={photoError}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...field('firstName')} label={t('fields.firstName')} required autoComplete="given-name" />
          <TextInput {...field('lastName')} label={t('fields.lastName')} required autoComplete="family-name" />
        </SimpleGrid>
        <TextInput
          {...field('company')}
          label={t('fields.company')}
          readOnly={!profile.mayEditCompany}
          description={profile.mayEditCompany ? undefined : t('edit.companyOwnersOnly')}
          required
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="profile-language-label">
            {t('fields.language')}
          </Text>
          <SegmentedControl
            aria-labelledby="profile-language-label"
            value={values.lang}
            onChange={(value) => form.setFieldValue('lang', value as Language)}
            data={LANGUAGES.map((lang) => ({ value: lang, label: t(`languages.${lang}`) }))}
          />
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" disabled={!dirty || save.isPending} onClick={() => void discard()}>
            {t('edit.discard')}
          </Button>
          <Button type="submit" disabled={!dirty} loading={save.isPending}>
            {t('edit.save')}
          </Button>
        </Group>
      </FormSection>
    </form>
  );
}
