import { useEffect, useMemo } from 'react';
import { Avatar, Button, Group, Input, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useValidationTranslator } from '@/components/form/translate-validation';
import type { ImageUpload } from '@/components/media/api/upload-library-image';
import { CroppingUploader } from '@/components/media/image-uploader';
import type { PhotoChange } from '../api/profile-api';

type ProfilePhotoFieldProps = {
  /** The stored photo's address, or null. */
  current: string | null;
  name: string;
  initials: string;
  change: PhotoChange;
  onChange(change: PhotoChange): void;
  /** The server's refusal of the photo at the last save. */
  error: string | null;
};

/**
 * The profile photo (docs/rules/uploads.md#photos: PNG or JPG, at most 1 MB, at least 500x500 px, 1:1). A
 * chosen image is checked and, when not square, cropped here; it is only read, not sent: it goes
 * with the form's save, which a newly read image (or a removal) enables.
 */
export function ProfilePhotoField({ current, name, initials, change, onChange, error }: ProfilePhotoFieldProps) {
  const { t } = useTranslation('profile');
  const translate = useValidationTranslator();
  // The uploader hands its checked image to a mutation; this one keeps it for the save.
  const read = useMutation({ mutationFn: async (image: ImageUpload) => image });
  const preview = useMemo(() => (change.kind === 'new' ? URL.createObjectURL(change.file) : null), [change]);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);
  const shown = change.kind === 'new' ? preview : change.kind === 'delete' ? null : current;

  return (
    <Input.Wrapper label={t('fields.photo')} labelElement="div">
      <Group gap="md" mt={6} align="flex-start" wrap="nowrap">
        <Avatar src={shown} alt={t('view.photoOf', { name })} size={96} radius="xl" color="indigo" data-testid="profile-photo-preview">
          {initials}
        </Avatar>
        <Stack gap="xs">
          <CroppingUploader
            square
            kind="photo"
            upload={read}
            onUploaded={(image) => onChange({ kind: 'new', file: image.file, fileName: image.fileName })}
          />
          {change.kind === 'new' && (
            <Text size="sm" c="dimmed">
              {t('edit.photoReady')}
            </Text>
          )}
          {shown && (
            <Group>
              <Button variant="subtle" color="red" size="compact-sm" onClick={() => onChange(current ? { kind: 'delete' } : { kind: 'keep' })}>
                {t('edit.removePhoto')}
              </Button>
            </Group>
          )}
          {error && (
            <Text size="sm" c="red" role="alert">
              {translate(error)}
            </Text>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
