import { Alert, Center, Divider, Image, Loader, Modal, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { squareImageProblem, type ImageRef, type LibraryImage } from '@aula/shared';
import { useValidationTranslator } from '@/components/form/translate-validation';
import { useLibraryImages } from './api/get-library-images';
import { ImageUploader } from './image-uploader';
import { loadingProps } from '@/components/ui/loading-props';

export type ImagePickerModalProps = {
  opened: boolean;
  title: string;
  square?: boolean;
  hint?: string;
  selectedId?: number;
  onClose(): void;
  onPick(image: ImageRef): void;
};

/**
 * Chooses an image: upload a new one into the library, or pick one of the library's images. For a
 * square slot, an image that does not fit it is shown with the reason and cannot be picked
 * (docs/rules/uploads.md#square-images).
 */
export function ImagePickerModal({ opened, title, square, hint, selectedId, onClose, onPick }: ImagePickerModalProps) {
  const { t } = useTranslation('media');
  const translate = useValidationTranslator();
  const library = useLibraryImages({ enabled: opened });
  const pick = (image: LibraryImage) => onPick({ id: image.id, url: image.url });

  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" centered>
      <Stack gap="md">
        <ImageUploader square={square} hint={hint} onUploaded={pick} />
        <Divider label={t('picker.fromLibrary')} labelPosition="left" />
        {library.isPending ? (
          <Center py="md">
            <Loader size="sm" {...loadingProps(t('picker.loading'))} />
          </Center>
        ) : library.isError ? (
          <Alert color="red">{t('picker.loadFailed')}</Alert>
        ) : library.data.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('picker.empty')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="sm">
            {library.data.map((image) => {
              const unfit = square ? squareImageProblem(image) : null;
              const reasonId = `image-unfit-${image.id}`;
              return (
                <UnstyledButton
                  key={image.id}
                  onClick={() => pick(image)}
                  disabled={unfit !== null}
                  aria-label={t('picker.pick', { name: image.fileName })}
                  aria-describedby={unfit ? reasonId : undefined}
                  aria-pressed={image.id === selectedId}
                  style={{
                    borderRadius: 'var(--mantine-radius-sm)',
                    outline: image.id === selectedId ? '2px solid var(--mantine-primary-color-filled)' : undefined,
                    cursor: unfit ? 'not-allowed' : undefined,
                  }}
                >
                  <Image src={image.url} alt="" h={96} fit="cover" radius="sm" style={{ opacity: unfit ? 0.45 : undefined }} />
                  <Text size="xs" truncate="end" mt={4}>
                    {image.fileName}
                  </Text>
                  {unfit && (
                    <Text size="xs" c="dimmed" id={reasonId}>
                      {t('picker.unfit', { reason: translate(unfit) })}
                    </Text>
                  )}
                </UnstyledButton>
              );
            })}
          </SimpleGrid>
        )}
      </Stack>
    </Modal>
  );
}
