import multipart, { type MultipartFile } from '@fastify/multipart';
import { ERROR_CODES } from '@aula/shared';
import type { FastifyInstance } from 'fastify';
import { DomainError } from './domain-error';

export type MultipartBodyOptions = {
  limits: { fileSize: number; files: number; fields: number; parts: number };
  /** Reads a file part whole (it must be consumed before the next part arrives) into a body value. */
  readFile: (part: MultipartFile) => Promise<unknown>;
};

/** A multipart body that cannot be read: no boundary, cut off, or otherwise malformed. */
const unreadableBody = () => new DomainError(400, ERROR_CODES.validation, 'invalid_multipart', {});

const isTooLarge = (error: unknown) => (error as { statusCode?: unknown }).statusCode === 413;

/**
 * Multipart bodies for one module's calls: text fields become plain body values (so the zod body
 * schemas apply as to JSON; a repeated field becomes a list, which they refuse), files become what
 * `readFile` makes of them. Read here rather than by the plugin's own hook so that a body the parser
 * cannot read is answered as the client's mistake, never as a failure of ours.
 */
export async function registerMultipartBodies(app: FastifyInstance, options: MultipartBodyOptions): Promise<void> {
  await app.register(multipart, { throwFileSizeLimit: false, limits: options.limits });
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    const body: Record<string, unknown> = {};
    try {
      for await (const part of request.parts()) {
        const value = part.type === 'file' ? await options.readFile(part) : part.value;
        const earlier = body[part.fieldname];
        body[part.fieldname] = earlier === undefined ? value : [earlier, value].flat();
      }
    } catch (error) {
      throw isTooLarge(error) ? error : unreadableBody();
    }
    request.body = body;
  });
}
