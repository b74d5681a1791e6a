import type { MultipartFile } from '@fastify/multipart';
import { IMAGE_MAX_BYTES } from '@aula/shared';
import type { FastifyInstance } from 'fastify';
import { registerMultipartBodies } from '../../http/multipart';

/** An image part of a multipart request, read into memory. A class, so that no JSON body can pass for one. */
export class UploadedImage {
  constructor(
    readonly filename: string,
    readonly content: Buffer,
    /** The file was longer than the limit and was cut off there. */
    readonly truncated: boolean,
  ) {}
}

async function readFilePart(part: MultipartFile): Promise<UploadedImage> {
  const content = await part.toBuffer();
  return new UploadedImage(part.filename, content, part.file.truncated);
}

/**
 * Multipart bodies for this module's calls. The file limit is one byte above the largest image,
 * so that a larger file is cut off there and reported as 'Invalid file size' instead of failing
 * the request or being read whole.
 */
export async function registerImageUploads(app: FastifyInstance): Promise<void> {
  await registerMultipartBodies(app, {
    readFile: readFilePart,
    limits: { fileSize: IMAGE_MAX_BYTES + 1, files: 1, fields: 5, parts: 6 },
  });
}

/** The one file a multipart body carries, whatever its field is called, or null. */
export function uploadedImageIn(body: unknown): UploadedImage | null {
  if (typeof body !== 'object' || body === null) return null;
  return Object.values(body).find((value): value is UploadedImage => value instanceof UploadedImage) ?? null;
}
