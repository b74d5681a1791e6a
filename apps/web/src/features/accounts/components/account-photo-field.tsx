import { Avatar, Button, Group, Input, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AttendeeAccount } from '@aula/shared';
import { CroppingUploader } from '@/components/media/image-uploader';
import { useRemoveAccountPhoto } from '../api/remove-account-photo';
import { useSetAccountPhoto } from '../api/set-account-photo';
import { accountName } from './accounts-table';

/**
 * The account's photo (docs/rules/uploads.md#photos: PNG or JPG, at most 1 MB, at least 500x500 px, 1:1): a
 * non-square image is cropped in the browser first; the server checks it again. The photo is
 * saved as soon as it is uploaded or removed, apart from the form's fields.
 */
export function AccountPhotoField({ eventId, account }: { eventId: number; account: AttendeeAccount }) {
  const { t } = useTranslation('accounts');
  const upload = useSetAccountPhoto(eventId, account.id);
  const remove = useRemoveAccountPhoto(eventId, account.id);
  const name = accountName(account, t('list.unnamed'));
  return (
    <Input.Wrapper label={t('fields.photo')} labelElement="div">
      <Group gap="md" mt={6} align="flex-start">
        <Avatar src={account.photoUrl} alt={t('edit.photoOf', { name })} size={96} radius="sm" name={name} color="initials" />
        <Stack gap="xs">
          <CroppingUploader square kind="photo" upload={upload} onUploaded={() => undefined} />
          {account.photoUrl && (
            <Group>
              <Button variant="subtle" color="red" size="compact-sm" loading={remove.isPending} onClick={() => remove.mutate()}>
                {t('edit.removePhoto')}
              </Button>
            </Group>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
