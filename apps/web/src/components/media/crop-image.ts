import type { Area } from 'react-easy-crop';

/** Longest side a cropped image keeps; larger crops are scaled down so the file stays small. */
const MAX_OUTPUT_SIDE = 2000;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read'));
    image.src = src;
  });
}

/**
 * Cuts `area` (in the image's pixels) out of the image at `src` in the browser and encodes it as
 * PNG or JPEG, the type the original had.
 */
export async function cropImage(src: string, area: Area, type: 'image/png' | 'image/jpeg'): Promise<Blob> {
  const image = await loadImage(src);
  const scale = Math.min(1, MAX_OUTPUT_SIDE / Math.max(area.width, area.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width * scale));
  canvas.height = Math.max(1, Math.round(area.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas');
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded'))), type, 0.9);
  });
}
