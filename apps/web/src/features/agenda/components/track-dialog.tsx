import { Button, ColorInput, Group, Modal, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { saveAgendaCategoryBodySchema, type AgendaCategory } from '@aula/shared';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { useFieldProps } from '@/components/form/use-field-props';
import { useSubmitForm } from '@/components/form/use-submit-form';
import { useSaveAgendaCategory } from '../api/save-agenda-category';

type TrackValues = { id: number; eventId: number; name: string; nameDe: string; color: string };
const resolve = schemaResolver(saveAgendaCategoryBodySchema, { sync: true });
const TRACK_SWATCHES = ['#e03131', '#c2255c', '#9c36b5', '#6741d9', '#3b5bdb', '#1971c2', '#0c8599', '#099268', '#2f9e44', '#66a80f', '#f08c00', '#e8590c'];

/** Adds (track null) or edits a track: names in English and German, and its colour. */
export function TrackDialog({ eventId, track, opened, onClose }: { eventId: number; track: AgendaCategory | null; opened: boolean; onClose(): void }) {
  const { t } = useTranslation('agenda');
  return (
    <Modal opened={opened} onClose={onClose} title={track ? t('tracks.editTitle') : t('tracks.addTitle')}>
      {opened && <TrackForm key={track?.id ?? 0} eventId={eventId} track={track} onDone={onClose} />}
    </Modal>
  );
}

function TrackForm({ eventId, track, onDone }: { eventId: number; track: AgendaCategory | null; onDone(): void }) {
  const { t } = useTranslation('agenda');
  const save = useSaveAgendaCategory(eventId);
  const form = useForm<TrackValues>({
    initialValues: { id: track?.id ?? 0, eventId, name: track?.name ?? '', nameDe: track?.nameDe ?? '', color: track?.color || '#1971c2' },
    validate: resolve,
  });
  const field = useFieldProps(form);
  const { failure, onSubmit } = useSubmitForm({ form, send: save.mutateAsync, savedToast: true, onSuccess: onDone });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        {failure && <FormErrorAlert>{failure}</FormErrorAlert>}
        <TextInput label={t('tracks.nameEn')} required data-autofocus {...field('name')} />
        <TextInput label={t('tracks.nameDe')} {...field('nameDe')} />
        <ColorInput label={t('tracks.color')} required format="hex" swatches={TRACK_SWATCHES} {...field('color')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
