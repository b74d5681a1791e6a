import { PHOTO_MAX_BYTES, PHOTO_MIN_SIDE_PX } from '../constants';

/** Largest image upload in bytes (1,048,576: docs/rules/uploads.md#image-uploads). */
export const IMAGE_MAX_BYTES = PHOTO_MAX_BYTES;
/** Smallest side an image should have (the hint's "at least 500x500 px", docs/rules/uploads.md#image-uploads). */
export const IMAGE_MIN_SIDE = PHOTO_MIN_SIDE_PX;
/** Content types an image upload may have; the server checks the bytes, not the name. */
export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];
/** File name endings accepted for images (png, jpg, jpeg: docs/rules/uploads.md#image-uploads). */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
/** The `accept` attribute of an image file input. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';

export const INVALID_FILE_FORMAT = 'validation.invalid_file_format';
export const INVALID_FILE_SIZE = 'validation.invalid_file_size';
/** A photo must be square (ratio 1:1: docs/rules/uploads.md#photos). */
export const PHOTO_NOT_SQUARE = 'validation.photo_not_square';
/** A photo must be at least 500x500 px (docs/rules/uploads.md#photos). */
export const PHOTO_TOO_SMALL = 'validation.photo_too_small';

/** A square image slot (a logo, an event's or a room's image) takes 1:1 and at least 500x500 px (docs/rules/uploads.md#square-images). */
export const IMAGE_NOT_SQUARE = 'validation.image_not_square';
export const IMAGE_TOO_SMALL = 'validation.image_too_small';

/** The shapes an upload or an image slot may ask for: square (docs/rules/uploads.md#square-images) or any. */
export const IMAGE_SHAPES = ['square', 'any'] as const;
export type ImageShape = (typeof IMAGE_SHAPES)[number];

export type SquareImageProblem = typeof IMAGE_TOO_SMALL | typeof IMAGE_NOT_SQUARE | typeof PHOTO_TOO_SMALL | typeof PHOTO_NOT_SQUARE;

/**
 * What keeps an image out of a square slot (docs/rules/uploads.md#square-images), as the i18n key
 * of the image's or the photo's wording, or null when it fits.
 */
export function squareImageProblem(size: { width: number; height: number }, kind: 'image' | 'photo' = 'image'): SquareImageProblem | null {
  if (size.width < IMAGE_MIN_SIDE || size.height < IMAGE_MIN_SIDE) return kind === 'photo' ? PHOTO_TOO_SMALL : IMAGE_TOO_SMALL;
  if (size.width !== size.height) return kind === 'photo' ? PHOTO_NOT_SQUARE : IMAGE_NOT_SQUARE;
  return null;
}

/** What the browser knows about a chosen file before it is sent. */
export type ImageFileFacts = { name: string; type: string; size: number };

/**
 * The client's pre-check of an image upload (docs/rules/uploads.md#image-uploads): the format by type or name
 * ending, then the size. Returns the i18n key of the first problem, or null. The server checks
 * the content again and has the last word.
 */
export function precheckImageFile(file: ImageFileFacts): string | null {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  const typeOk = (IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type.toLowerCase());
  const extensionOk = (IMAGE_EXTENSIONS as readonly string[]).includes(extension);
  // A browser may leave the type empty; then the name decides. A wrong type always refuses.
  if (file.type ? !typeOk : !extensionOk) return INVALID_FILE_FORMAT;
  if (file.size <= 0 || file.size > IMAGE_MAX_BYTES) return INVALID_FILE_SIZE;
  return null;
}

/**
 * The content type of image bytes by their magic numbers: PNG's 8-byte signature, or JPEG's
 * SOI marker followed by another marker. Anything else is null, whatever its name says.
 */
export function sniffImageType(bytes: Uint8Array): ImageContentType | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((byte, i) => bytes[i] === byte)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/** Units of byte sizes in 1024 steps up to TB (docs/rules/uploads.md#byte-sizes). */
const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A byte size in 1024 steps up to TB with at most one decimal, e.g. 1.5 MB (docs/rules/uploads.md#byte-sizes). */
export function formatByteSize(bytes: number, locale = 'en'): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  return `${number} ${BYTE_UNITS[unit]}`;
}
