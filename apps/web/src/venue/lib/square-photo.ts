import { PHOTO_MIN_SIDE_PX } from '@aula/shared';

/** The side a cropped photo is scaled down to at most: sharp on a profile, far below the 1 MB limit as JPEG. */
export const SQUARE_PHOTO_MAX_SIDE = 1000;

export type SquareCrop = { sx: number; sy: number; side: number; out: number };

/**
 * The centre square of a `width` × `height` picture and the side it is drawn at, or null when the
 * picture is a square no larger than `maxSide` already, or too small for a photo (docs/rules/uploads.md#photos: at
 * least 500 × 500, ratio 1:1; the server says so for a small one).
 */
export function centreSquare(width: number, height: number, maxSide = SQUARE_PHOTO_MAX_SIDE): SquareCrop | null {
  const side = Math.min(width, height);
  if ((width === height && side <= maxSide) || side < PHOTO_MIN_SIDE_PX) return null;
  return { sx: Math.floor((width - side) / 2), sy: Math.floor((height - side) / 2), side, out: Math.min(side, maxSide) };
}

/**
 * A photo the attendee chose, made square by cutting its centre and scaled to at most
 * SQUARE_PHOTO_MAX_SIDE, as a JPEG; the file itself when it is a square of that size or less, too
 * small, or cannot be read here (the server decodes and checks every upload again). The venue has no cropper of its
 * own (docs/decisions/0061-venue-photo-crop.md).
 */
export async function squarePhoto(file: File): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const crop = centreSquare(bitmap.width, bitmap.height);
    if (!crop) return file;
    const canvas = document.createElement('canvas');
    canvas.width = crop.out;
    canvas.height = crop.out;
    canvas.getContext('2d')?.drawImage(bitmap, crop.sx, crop.sy, crop.side, crop.side, 0, 0, crop.out, crop.out);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
    return blob ? new File([blob], `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`, { type: 'image/jpeg' }) : file;
  } finally {
    bitmap.close();
  }
}
