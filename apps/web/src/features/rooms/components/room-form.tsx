import { Button, Group, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROOM_NAME_MAX_LENGTH, ROOM_TYPES, joinsThroughIntegration, roomFieldsSchema, type RoomType } from '@aula/shared';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { useFieldProps } from '@/components/form/use-field-props';
import { useLeavePageGuard } from '@/components/form/use-leave-page-guard';
import { useSubmitForm } from '@/components/form/use-submit-form';
import { ImageField } from '@/components/media/image-field';
import { RichTextEditor } from '@/components/rich-text/rich-text-editor';
import { FormSection } from '@/components/ui/form-section';
import { useConfiguredMeetingProviders } from '../api/get-meeting-providers';
import { useSaveRoom } from '../api/save-room';
import { ROOM_FIELD_ORDER, saveRoomBody, type RoomFormValues } from '../lib/room-form-values';
import { ModeratorJoin } from './moderator-join';
import { RoomSourceFields } from './room-source-fields';
import { keepEnterFromSaving } from '@/components/form/keep-enter-from-saving';

const FORM_ID = 'room-form';
const SOURCE_FIELDS = ['streamUrl', 'meetingProvider', 'meetingUrl', 'embedCode', 'qaEmbedCode'] as const;
const resolve = schemaResolver(roomFieldsSchema, { sync: true });

type RoomFormProps = { eventId: number; roomId: number; initialValues: RoomFormValues };

/**
 * The room's edit form: names and descriptions in English and German side by side, the type with
 * the source fields it needs, the image and the visibility. Saving goes back to the list.
 */
export function RoomForm({ eventId, roomId, initialValues }: RoomFormProps) {
  const { t } = useTranslation('rooms');
  const navigate = useNavigate();
  const form = useForm<RoomFormValues>({ initialValues, validate: resolve, validateInputOnBlur: true });
  const field = useFieldProps(form);
  const allowNavigation = useLeavePageGuard(form.isDirty());
  const save = useSaveRoom(eventId);
  const configuredProviders = useConfiguredMeetingProviders(eventId);
  const listHref = `/event/${eventId}/content/rooms`;
  const values = form.getValues();
  // Only the saved room can be joined: the server joins what it stored, not the form's unsaved choice.
  const savedJoinsThroughIntegration = joinsThroughIntegration(initialValues) && configuredProviders.includes(initialValues.meetingProvider);

  const { failure, onSubmit } = useSubmitForm({
    form,
    send: (submitted) => save.mutateAsync(saveRoomBody(eventId, roomId, submitted)),
    fieldNames: { imageId: 'image' },
    fieldOrder: ROOM_FIELD_ORDER,
    savedToast: true,
    onSuccess: () => {
      allowNavigation();
      navigate(listHref);
    },
  });

  const setType = (type: string | null) => {
    if (!type) return;
    form.setFieldValue('type', type as RoomType);
    // The source fields change with the type; what they said before no longer applies.
    for (const name of SOURCE_FIELDS) form.clearFieldError(name);
  };

  return (
    <form id={FORM_ID} noValidate onSubmit={onSubmit} onKeyDown={keepEnterFromSaving}>
      <Stack gap="lg">
        {failure && <FormErrorAlert>{failure}</FormErrorAlert>}
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <FormSection title={t('edit.english')}>
            <TextInput {...field('nameEn')} label={t('fields.nameEn')} required maxLength={ROOM_NAME_MAX_LENGTH} />
            <RichTextEditor
              label={t('fields.descriptionEn')}
              value={values.descriptionEn}
              onChange={(html) => form.setFieldValue('descriptionEn', html)}
              eventId={eventId}
              error={form.errors.descriptionEn as string | undefined}
            />
          </FormSection>
          <FormSection title={t('edit.german')}>
            <TextInput {...field('nameDe')} label={t('fields.nameDe')} description={t('fields.nameDeHint')} maxLength={ROOM_NAME_MAX_LENGTH} />
            <RichTextEditor
              label={t('fields.descriptionDe')}
              value={values.descriptionDe}
              onChange={(html) => form.setFieldValue('descriptionDe', html)}
              eventId={eventId}
              error={form.errors.descriptionDe as string | undefined}
            />
          </FormSection>
        </SimpleGrid>
        <FormSection title={t('edit.source')}>
          <Select
            {...field('type')}
            label={t('fields.type')}
            required
            allowDeselect={false}
            data={ROOM_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
            onChange={setType}
          />
          <RoomSourceFields form={form} configuredProviders={configuredProviders} />
          {roomId > 0 && savedJoinsThroughIntegration && <ModeratorJoin eventId={eventId} roomId={roomId} />}
        </FormSection>
        <FormSection title={t('edit.appearance')}>
          <ImageField
            label={t('fields.image')}
            value={values.image}
            onChange={(image) => form.setFieldValue('image', image)}
            error={form.errors.image as string | undefined}
            square
          />
          <Switch {...form.getInputProps('visible', { type: 'checkbox' })} label={t('fields.visible')} />
        </FormSection>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => navigate(listHref)}>
            {t('edit.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('edit.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
