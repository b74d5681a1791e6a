import sharp from 'sharp';
import { ERROR_CODES, IMAGE_MAX_BYTES, INVALID_FILE_FORMAT, INVALID_FILE_SIZE, IMAGE_NOT_SQUARE, IMAGE_TOO_SMALL, PHOTO_NOT_SQUARE, PHOTO_TOO_SMALL, sniffImageType, squareImageProblem, type ImageContentType, type SquareImageProblem } from '@aula/shared';
import { DomainError } from '../../http/domain-error';
import type { MessageKey } from '../../i18n/messages';
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

const SQUARE_PROBLEM_MESSAGES: Record<SquareImageProblem, MessageKey> = {
  [IMAGE_TOO_SMALL]: 'image_too_small',
  [IMAGE_NOT_SQUARE]: 'image_not_square',
  [PHOTO_TOO_SMALL]: 'photo_too_small',
  [PHOTO_NOT_SQUARE]: 'photo_not_square',
};

/**
 * The square-slot rule beyond the upload's (docs/rules/uploads.md#square-images): 1:1 and at least
 * 500x500 px, worded for a photo or an image. The hint says so and the browser crops to a square
 * first; the server refuses what still does not fit, naming the form's field.
 */
export function requireSquareShape(image: Pick<DecodedImage, 'width' | 'height'>, kind: 'image' | 'photo', field = 'file'): void {
  const problem = squareImageProblem(image, kind);
  if (problem) throw new DomainError(400, ERROR_CODES.validation, SQUARE_PROBLEM_MESSAGES[problem], { [field]: problem });
}
