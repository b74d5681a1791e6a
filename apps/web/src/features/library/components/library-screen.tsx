import { useState } from 'react';
import { Alert, Center, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LibraryImage } from '@aula/shared';
import { useLibraryImages } from '@/components/media/api/get-library-images';
import { ImageUploader } from '@/components/media/image-uploader';
import { showSuccessToast } from '@/components/ui/toasts';
import { ApiError } from '@/lib/api-client';
import { useDeleteLibraryImage } from '../api/delete-library-image';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LibraryImageCard } from './library-image-card';
import { LibraryTabs } from './library-tabs';
import { loadingProps } from '@/components/ui/loading-props';

/**
 * The company's image library (/library/room-images, docs/rules/uploads.md#library): upload with the hint, every image
 * with its sizes and where it is used, delete after confirmation (refused while in use).
 */
export function LibraryScreen() {
  const { t } = useTranslation(['library', 'media']);
  const images = useLibraryImages();
  const deleting = useDeleteLibraryImage();
  const [toDelete, setToDelete] = useState<LibraryImage | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const askDelete = (image: LibraryImage) => {
    setDeleteError(null);
    setToDelete(image);
  };
  const closeDelete = () => {
    setToDelete(null);
    setDeleteError(null);
  };
  const confirmDelete = () => {
    if (!toDelete) return;
    deleting.mutate(toDelete.id, {
      onSuccess: () => {
        closeDelete();
        showSuccessToast(t('delete.done'));
      },
      onError: (error) => setDeleteError(error instanceof ApiError ? error.message : t('delete.failed')),
    });
  };

  return (
    <LibraryTabs tab="room-images">
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={2}>
            <Text fw={600}>{t('upload.title')}</Text>
            <Text size="sm" c="dimmed">
              {t('upload.intro')}
            </Text>
          </Stack>
          <ImageUploader square hint={t('media:hint.square')} onUploaded={() => showSuccessToast(t('upload.done'))} />
        </Group>
      </Paper>
      {images.isPending ? (
        <Center py="xl">
          <Loader {...loadingProps(t('loading'))} />
        </Center>
      ) : images.isError ? (
        <Alert color="red">{t('loadFailed')}</Alert>
      ) : images.data.length === 0 ? (
        <EmptyState icon={IconPhoto} title={t('empty.title')} text={t('empty.body')} />
      ) : (
        <SimpleGrid component="ul" cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md" aria-label={t('listLabel')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {images.data.map((image) => (
            <LibraryImageCard key={image.id} image={image} onDelete={askDelete} />
          ))}
        </SimpleGrid>
      )}
      <ConfirmDeleteDialog
        opened={toDelete !== null}
        title={t('delete.title')}
        question={t('delete.question')}
        subject={toDelete?.fileName}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        deleting={deleting.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onCancel={closeDelete}
      />
    </LibraryTabs>
  );
}
