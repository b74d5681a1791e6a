import { useRef, useState } from 'react';
import { Box, Button, FileButton, Group, Loader, Slider, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Cropper, { type Area } from 'react-easy-crop';
import { IMAGE_ACCEPT, IMAGE_MIN_SIDE, INVALID_FILE_FORMAT, precheckImageFile, squareImageProblem, type LibraryImage } from '@aula/shared';
import { useValidationTranslator } from '@/components/form/translate-validation';
import { ApiError } from '@/lib/api-client';
import { useUploadLibraryImage, type ImageUpload } from './api/upload-library-image';
import { cropImage } from './crop-image';

type CropState = { src: string; fileName: string; type: 'image/png' | 'image/jpeg' };

export type ImageUploaderProps = {
  /**
   * A square slot (docs/rules/uploads.md#square-images): a non-square image is cropped to 1:1 first,
   * and one under 500x500 px is refused.
   */
  square?: boolean;
  /** Whose wording a refusal takes: an image's, or a person's photo's. */
  kind?: 'image' | 'photo';
  /** The hint under the button; the standard one when left out. */
  hint?: string;
  onUploaded(image: LibraryImage): void;
};

/** Where a checked (and maybe cropped) image goes, as a mutation: the library, or an attendee's photo. */
export type ImageUploadTarget<Result> = Pick<UseMutationResult<Result, unknown, ImageUpload>, 'mutate' | 'isPending'>;

export type CroppingUploaderProps<Result> = Omit<ImageUploaderProps, 'onUploaded'> & {
  upload: ImageUploadTarget<Result>;
  onUploaded(result: Result): void;
};

/** Natural size of an image file, or null when the browser cannot decode it (not really an image). */
function readDimensions(src: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(null);
    image.src = src;
  });
}

/** The reason of a refused upload: the server's field key, else its message. */
function uploadErrorOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.fields?.file ?? error.message;
}

/** Uploads an image into the company's library; see `CroppingUploader`. */
export function ImageUploader(props: ImageUploaderProps) {
  const upload = useUploadLibraryImage(props.square ? 'square' : 'any');
  return <CroppingUploader {...props} upload={upload} />;
}

/**
 * Uploads an image (docs/rules/uploads.md#image-uploads): PNG or JPG, at most 1 MB, pre-checked here with the shared
 * rule and checked again by content on the server; either refusal appears right under the
 * button. With `square`, a non-square image is first cropped to 1:1 in the browser.
 */
export function CroppingUploader<Result>({ square = false, kind = 'image', hint, upload, onUploaded }: CroppingUploaderProps<Result>) {
  const { t } = useTranslation('media');
  const translate = useValidationTranslator();
  const [error, setError] = useState<string | null>(null);
  const [crop, setCrop] = useState<CropState | null>(null);
  const [position, setPosition] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const resetPicker = useRef<() => void>(null);
  const croppedTooSmall = area !== null && area.width < IMAGE_MIN_SIDE;

  const send = (input: ImageUpload) => {
    upload.mutate(input, {
      onSuccess: (result) => {
        setError(null);
        onUploaded(result);
      },
      onError: (failure) => setError(uploadErrorOf(failure)),
    });
  };

  const closeCrop = () => {
    if (crop) URL.revokeObjectURL(crop.src);
    setCrop(null);
    setArea(null);
  };

  const choose = async (file: File | null) => {
    resetPicker.current?.();
    if (!file) return;
    const problem = precheckImageFile(file);
    setError(problem);
    if (problem) return;
    if (!square) {
      send({ file, fileName: file.name });
      return;
    }
    const src = URL.createObjectURL(file);
    const size = await readDimensions(src);
    if (!size) {
      URL.revokeObjectURL(src);
      setError(INVALID_FILE_FORMAT);
      return;
    }
    const tooSmall = squareImageProblem({ width: Math.min(size.width, size.height), height: Math.min(size.width, size.height) }, kind);
    if (tooSmall) {
      URL.revokeObjectURL(src);
      setError(tooSmall);
      return;
    }
    if (size.width === size.height) {
      URL.revokeObjectURL(src);
      send({ file, fileName: file.name });
      return;
    }
    setPosition({ x: 0, y: 0 });
    setZoom(1);
    setCrop({ src, fileName: file.name, type: file.type === 'image/jpeg' || /\.jpe?g$/i.test(file.name) ? 'image/jpeg' : 'image/png' });
  };

  const applyCrop = async () => {
    if (!crop || !area || croppedTooSmall) return;
    setBusy(true);
    try {
      const blob = await cropImage(crop.src, area, crop.type);
      const problem = precheckImageFile({ name: crop.fileName, type: crop.type, size: blob.size });
      setError(problem);
      if (!problem) send({ file: blob, fileName: crop.fileName });
      closeCrop();
    } catch {
      setError(INVALID_FILE_FORMAT);
      closeCrop();
    } finally {
      setBusy(false);
    }
  };

  const pending = upload.isPending || busy;
  return (
    <Stack gap={6}>
      {crop ? (
        <Stack gap="sm" aria-label={t('crop.title')} role="group">
          <Text fw={500}>{t('crop.title')}</Text>
          <Box pos="relative" h={280} bg="dark.6" style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}>
            <Cropper
              image={crop.src}
              crop={position}
              zoom={zoom}
              aspect={1}
              onCropChange={setPosition}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
            />
          </Box>
          <Text size="sm" id="image-crop-zoom">
            {t('crop.zoom')}
          </Text>
          <Slider aria-labelledby="image-crop-zoom" min={1} max={3} step={0.05} value={zoom} onChange={setZoom} label={null} />
          {croppedTooSmall && (
            <Text size="sm" c="red" id="image-crop-small">
              {t('crop.small', { size: IMAGE_MIN_SIDE })}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={closeCrop} disabled={pending}>
              {t('crop.cancel')}
            </Button>
            <Button onClick={() => void applyCrop()} loading={pending} disabled={!area || croppedTooSmall} aria-describedby={croppedTooSmall ? 'image-crop-small' : undefined}>
              {t('crop.apply')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group gap="sm" wrap="nowrap" align="center">
          <FileButton onChange={(file) => void choose(file)} accept={IMAGE_ACCEPT} resetRef={resetPicker} disabled={pending}>
            {(props) => (
              <Button {...props} variant="default" leftSection={pending ? <Loader size={14} /> : <IconUpload size={16} />} aria-busy={pending}>
                {pending ? t('upload.uploading') : t('upload.button')}
              </Button>
            )}
          </FileButton>
        </Group>
      )}
      <Text size="xs" c="dimmed">
        {hint ?? t(square ? 'hint.square' : 'hint.any')}
      </Text>
      {error && (
        <Text size="sm" c="red" role="alert">
          {translate(error)}
        </Text>
      )}
    </Stack>
  );
}
