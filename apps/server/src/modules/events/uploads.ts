import type { MultipartFile } from '@fastify/multipart';
import { EVENT_IMPORT_MAX_BYTES } from '@aula/shared';
import type { FastifyInstance } from 'fastify';
import { registerMultipartBodies } from '../../http/multipart';

/**
 * A file part of a multipart request, read into memory. A class, so that a JSON body can never
 * pass itself off as an uploaded file.
 */
export class UploadedFile {
  constructor(
    readonly fieldname: string,
    readonly filename: string,
    readonly mimetype: string,
    readonly content: Buffer,
    /** The file was longer than the limit and was cut off there. */
    readonly truncated: boolean,
  ) {}
}

async function readFilePart(part: MultipartFile): Promise<UploadedFile> {
  const content = await part.toBuffer();
  return new UploadedFile(part.fieldname, part.filename, part.mimetype, content, part.file.truncated);
}

/**
 * Multipart bodies for this module's calls: text fields become plain body values (so the zod body
 * schemas apply as to JSON), files become UploadedFile values cut off at the import limit, which
 * the import reports as too large instead of failing the request.
 */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await registerMultipartBodies(app, {
    readFile: readFilePart,
    limits: { fileSize: EVENT_IMPORT_MAX_BYTES, files: 1, fields: 40, parts: 41 },
  });
}

/** The one file a multipart body carries, whatever its field is called, or null. */
export function uploadedFileIn(body: unknown): UploadedFile | null {
  if (typeof body !== 'object' || body === null) return null;
  return Object.values(body).find((value): value is UploadedFile => value instanceof UploadedFile) ?? null;
}
