import type { FastifyInstance, FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { refusingControlCharacters } from '@aula/shared';
import type { z } from 'zod';

/**
 * Every request part with a schema (params, query, body, multipart text fields) is refused when
 * its text holds control characters, whichever field it is, before the route's schema reads it.
 */
const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema }) => {
  const guarded = refusingControlCharacters(schema);
  return (data) => {
    const result = guarded.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: result.error };
  };
};

/**
 * An answer is checked against the call's answer schema before it leaves, and what is sent is the
 * parsed value: a field the schema does not name never reaches a client, and an answer that breaks
 * its contract is a server error (logged), never a silently different shape.
 */
const zodSerializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema, url }) =>
  (data) => {
    const result = schema.safeParse(data);
    // Not a ZodError: the error handler would take that for the client's mistake.
    if (!result.success) throw new Error(`The answer of ${url} breaks its schema: ${result.error.message}`);
    return JSON.stringify(result.data);
  };

/** Installs the zod validator for requests and the checking serialiser for answers. */
export function useZodValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  app.decorate('apiCalls', []);
}
