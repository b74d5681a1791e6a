import sharp from 'sharp';
import { ERROR_CODES, IMAGE_MAX_BYTES, IMAGE_MIN_SIDE, PHOTO_NOT_SQUARE, PHOTO_TOO_SMALL, INVALID_FILE_FORMAT, INVALID_FILE_SIZE, sniffImageType, type ImageContentType } from '@aula/shared';
import { DomainError } from '../../http/domain-error';
import type { UploadedImage } from './uploads';

/** An upload that decoded: the re-encoded bytes to store, and what they are. */
export type DecodedImage = {
  content: Buffer;
  contentType: ImageContentType;
  extension: 'png' | 'jpg';
  width: number;
  height: number;
};

/** Longest side accepted; far beyond any screen, far below what a decoder bomb claims. */
export const IMAGE_MAX_SIDE_PX = 8_000;
/** Pixels decoded at most (about 160 MB of RGBA), checked by the decoder before it allocates. */
const IMAGE_MAX_PIXELS = 40_000_000;
/** JPEGs are re-encoded at a quality nobody tells from the original on a screen. */
const JPEG_QUALITY = 90;

const invalidFormat = () => new DomainError(400, ERROR_CODES.validation, 'invalid_file_format', { file: INVALID_FILE_FORMAT });
const invalidSize = () => new DomainError(400, ERROR_CODES.validation, 'invalid_file_size', { file: INVALID_FILE_SIZE });

/**
 * Checks an uploaded image (docs/rules/uploads.md#image-uploads) and returns a clean copy to store: PNG or JPEG by
 * the magic bytes, whatever the name or the declared type say; at most 1,048,576 bytes; then
 * decoded in full, so that a file whose header lies about its size, that carries no image data or
 * that exceeds sane dimensions is refused; and re-encoded, which drops metadata (EXIF, GPS,
 * comments) and anything appended after the image. A missing file counts as a wrong format.
 */
export async function decodeImage(file: UploadedImage | null): Promise<DecodedImage> {
  if (!file || file.content.length === 0) throw invalidFormat();
  const contentType = sniffImageType(file.content);
  if (!contentType) throw invalidFormat();
  if (file.truncated || file.content.length > IMAGE_MAX_BYTES) throw invalidSize();
  const extension = contentType === 'image/png' ? 'png' : 'jpg';
  try {
    const input = sharp(file.content, { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS, sequentialRead: true });
    const { format, width, height } = await input.metadata();
    if (format !== (extension === 'png' ? 'png' : 'jpeg')) throw invalidFormat();
    if (!width || !height || width > IMAGE_MAX_SIDE_PX || height > IMAGE_MAX_SIDE_PX) throw invalidFormat();
    // rotate() applies the EXIF orientation before the metadata that carried it is dropped.
    const oriented = input.rotate();
    const encoded = extension === 'png' ? oriented.png() : oriented.jpeg({ quality: JPEG_QUALITY });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { content: data, contentType, extension, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw invalidFormat();
  }
}

/**
 * The photo rules beyond the upload's (docs/rules/uploads.md#photos): 1:1 and at least 500x500 px. The hint says so and the
 * browser crops to a square first; the server refuses what still does not fit.
 */
export function requirePhotoShape(image: Pick<DecodedImage, 'width' | 'height'>): void {
  if (image.width < IMAGE_MIN_SIDE || image.height < IMAGE_MIN_SIDE) throw new DomainError(400, ERROR_CODES.validation, 'photo_too_small', { file: PHOTO_TOO_SMALL });
  if (image.width !== image.height) throw new DomainError(400, ERROR_CODES.validation, 'photo_not_square', { file: PHOTO_NOT_SQUARE });
}
