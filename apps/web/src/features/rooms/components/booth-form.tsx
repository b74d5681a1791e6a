import { useState } from 'react';
import { ActionIcon, Button, Group, Image, Input, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BOOTH_DESCRIPTION_MAX_LENGTH, BOOTH_LINK_LABEL_MAX_LENGTH, BOOTH_MAX_FILES, BOOTH_MAX_LINKS, boothDescriptionError, boothLinkErrors } from '@aula/shared';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { useFieldProps } from '@/components/form/use-field-props';
import { useSubmitForm } from '@/components/form/use-submit-form';
import { useValidationTranslator } from '@/components/form/translate-validation';
import { ImageField } from '@/components/media/image-field';
import { ImagePickerModal } from '@/components/media/image-picker-modal';
import { FormSection } from '@/components/ui/form-section';
import { keepEnterFromSaving } from '@/components/form/keep-enter-from-saving';
import { useSaveBooth } from '../api/booth';
import { boothFormValues, saveBoothBody, type BoothFormValues } from '../lib/booth-form-values';
import type { Booth } from '@aula/shared';

/** The form's own check of the shared rule (docs/rules/rooms-and-agenda.md#expo-booths); the server checks again. */
function validateBooth(values: BoothFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const description = boothDescriptionError(values.description);
  if (description) errors.description = description;
  values.links.forEach((link, index) => {
    for (const [field, key] of Object.entries(boothLinkErrors(link))) errors[`links.${index}.${field}`] = key;
  });
  return errors;
}

/**
 * The booth content of a saved expo room: the sponsor's square logo, a plain-text description,
 * links and files from the media library. Saved on its own, beside the room's form.
 */
export function BoothForm({ eventId, roomId, booth }: { eventId: number; roomId: number; booth: Booth }) {
  const { t } = useTranslation('rooms');
  const translate = useValidationTranslator();
  const form = useForm<BoothFormValues>({ initialValues: boothFormValues(booth), validate: validateBooth, validateInputOnBlur: true });
  const field = useFieldProps(form);
  const save = useSaveBooth(eventId, roomId);
  const [picking, setPicking] = useState(false);
  const values = form.getValues();

  const { failure, onSubmit } = useSubmitForm({
    form,
    send: (submitted) => save.mutateAsync(saveBoothBody(eventId, roomId, submitted)),
    fieldNames: { logoId: 'logo', fileIds: 'files' },
    savedToast: true,
    resetTo: (saved: Booth) => boothFormValues(saved),
  });

  return (
    <form noValidate onSubmit={onSubmit} onKeyDown={keepEnterFromSaving} aria-label={t('booth.title')}>
      <FormSection title={t('booth.title')}>
        <Stack gap="md">
          {failure && <FormErrorAlert>{failure}</FormErrorAlert>}
          <ImageField
            label={t('booth.logo')}
            value={values.logo}
            onChange={(logo) => form.setFieldValue('logo', logo)}
            error={form.errors.logo as string | undefined}
            square
          />
          <Textarea {...field('description')} label={t('booth.description')} description={t('booth.descriptionHint')} autosize minRows={4} maxLength={BOOTH_DESCRIPTION_MAX_LENGTH} />
          <Input.Wrapper label={t('booth.links')} description={t('booth.linksHint', { max: BOOTH_MAX_LINKS })} labelElement="div">
            <Stack gap="xs" mt={6}>
              {values.links.map((_, index) => (
                <Group key={index} align="flex-start" wrap="wrap" gap="xs">
                  <TextInput {...field(`links.${index}.label`)} label={t('booth.linkLabel')} maxLength={BOOTH_LINK_LABEL_MAX_LENGTH} style={{ flex: '1 1 10rem' }} />
                  <TextInput {...field(`links.${index}.url`)} label={t('booth.linkUrl')} placeholder="https://" style={{ flex: '2 1 14rem' }} />
                  <ActionIcon variant="subtle" color="red" mt={28} onClick={() => form.removeListItem('links', index)} aria-label={t('booth.removeLink', { number: index + 1 })}>
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              ))}
              {values.links.length < BOOTH_MAX_LINKS && (
                <Button variant="default" onClick={() => form.insertListItem('links', { label: '', url: '' })} style={{ alignSelf: 'flex-start' }}>
                  {t('booth.addLink')}
                </Button>
              )}
            </Stack>
          </Input.Wrapper>
          <Input.Wrapper
            label={t('booth.files')}
            description={t('booth.filesHint', { max: BOOTH_MAX_FILES })}
            error={form.errors.files ? translate(form.errors.files as string) : undefined}
            labelElement="div"
          >
            <Stack gap="xs" mt={6}>
              {values.files.map((file, index) => (
                <Group key={file.id} gap="sm">
                  <Image src={file.url} alt="" w={48} h={48} fit="cover" radius="sm" />
                  <Text size="sm">{t('booth.fileNumber', { number: index + 1 })}</Text>
                  <ActionIcon variant="subtle" color="red" onClick={() => form.removeListItem('files', index)} aria-label={t('booth.removeFile', { number: index + 1 })}>
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              ))}
              {values.files.length < BOOTH_MAX_FILES && (
                <Button variant="default" onClick={() => setPicking(true)} style={{ alignSelf: 'flex-start' }}>
                  {t('booth.addFile')}
                </Button>
              )}
            </Stack>
          </Input.Wrapper>
          <ImagePickerModal
            opened={picking}
            title={t('booth.addFile')}
            onClose={() => setPicking(false)}
            onPick={(image) => {
              if (!values.files.some((file) => file.id === image.id)) form.insertListItem('files', image);
              setPicking(false);
            }}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('booth.save')}
            </Button>
          </Group>
        </Stack>
      </FormSection>
    </form>
  );
}
