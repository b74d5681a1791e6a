import { ERROR_CODES, PHOTO_MIN_SIDE_PX } from '@aula/shared';
import { DomainError } from '../../http/domain-error';
import type { DecodedImage } from './image-decode';

const tooSmall = () => new DomainError(400, ERROR_CODES.validation, 'photo_too_small', { file: 'validation.photo_too_small' });
const notSquare = () => new DomainError(400, ERROR_CODES.validation, 'photo_not_square', { file: 'validation.photo_not_square' });

/**
 * The rules a profile photo adds to every image's (SPEC §5 and §9): at least 500x500 px and
 * square. Judged on the decoded image, after its EXIF orientation was applied. Square means
 * exactly: the console's and the venue's croppers cut whole-pixel squares.
 */
export function requireProfilePhotoShape(image: Pick<DecodedImage, 'width' | 'height'>): void {
  if (image.width < PHOTO_MIN_SIDE_PX || image.height < PHOTO_MIN_SIDE_PX) throw tooSmall();
  if (image.width !== image.height) throw notSquare();
}
