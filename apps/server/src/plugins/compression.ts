import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/**
 * gzip (or deflate) for answers over 1 KiB: the events list of a busy company is megabytes of JSON
 * and shrinks about fifteenfold. Brotli is left out: at its default quality it costs more CPU per
 * answer than the bytes it saves over gzip are worth on a JSON API.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, threshold: 1024, encodings: ['gzip', 'deflate'] });
}
