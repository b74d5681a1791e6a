import { imageSize } from 'image-size';
import { ERROR_CODES, IMAGE_MAX_BYTES, INVALID_FILE_FORMAT, INVALID_FILE_SIZE, sniffImageType, type ImageContentType } from '@aula/shared';
import { DomainError } from '../../http/domain-error';
import type { UploadedImage } from './uploads';

export type CheckedImage = { contentType: ImageContentType; extension: 'png' | 'jpg'; width: number; height: number };

const invalidFormat = () => new DomainError(400, ERROR_CODES.validation, 'invalid_file_format', { file: INVALID_FILE_FORMAT });
const invalidSize = () => new DomainError(400, ERROR_CODES.validation, 'invalid_file_size', { file: INVALID_FILE_SIZE });

/**
 * Checks an uploaded image by its content (SPEC §5 "Uploads"): PNG or JPEG by the magic bytes,
 * whatever the name or the declared type say, at most 1,048,576 bytes, and dimensions readable.
 * A missing file counts as a wrong format.
 */
export function checkImage(file: UploadedImage | null): CheckedImage {
  if (!file || file.content.length === 0) throw invalidFormat();
  const contentType = sniffImageType(file.content);
  if (!contentType) throw invalidFormat();
  if (file.truncated || file.content.length > IMAGE_MAX_BYTES) throw invalidSize();
  let dimensions: { width?: number; height?: number; type?: string };
  try {
    dimensions = imageSize(file.content);
  } catch {
    throw invalidFormat();
  }
  const expected = contentType === 'image/png' ? 'png' : 'jpg';
  if (dimensions.type !== expected || !dimensions.width || !dimensions.height) throw invalidFormat();
  return { contentType, extension: expected, width: dimensions.width, height: dimensions.height };
}
