import type { MultipartFile } from '@fastify/multipart';
import { ACCOUNT_IMPORT_MAX_BYTES } from '@aula/shared';
import type { FastifyInstance } from 'fastify';
import { registerMultipartBodies } from '../../http/multipart';

/**
 * The uploaded account file, read into memory. A class, so that a JSON body can never pass
 * itself off as an uploaded file.
 */
export class AccountFile {
  constructor(
    readonly filename: string,
    readonly content: Buffer,
    /** The file was longer than the limit and was cut off there. */
    readonly truncated: boolean,
  ) {}
}

async function readFilePart(part: MultipartFile): Promise<AccountFile> {
  const content = await part.toBuffer();
  return new AccountFile(part.filename, content, part.file.truncated);
}

/**
 * Multipart bodies for the import's calls: the text fields become body values for the form
 * schema, the file an AccountFile cut off one byte past the limit, which the import reports as
 * too large instead of failing the request.
 */
export async function registerAccountFileUploads(app: FastifyInstance): Promise<void> {
  await registerMultipartBodies(app, {
    readFile: readFilePart,
    limits: { fileSize: ACCOUNT_IMPORT_MAX_BYTES + 1, files: 1, fields: 10, parts: 11 },
  });
}

/** The one file a multipart body carries, whatever its field is called, or null. */
export function accountFileIn(body: unknown): AccountFile | null {
  if (typeof body !== 'object' || body === null) return null;
  return Object.values(body).find((value): value is AccountFile => value instanceof AccountFile) ?? null;
}
