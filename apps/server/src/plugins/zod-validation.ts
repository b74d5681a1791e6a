import type { FastifyInstance, FastifySchemaCompiler, FastifySerializerCompiler, FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';

/** Lets routes take zod schemas from packages/shared and get their parsed types in handlers. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: result.error };
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
