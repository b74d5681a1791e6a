import type { FastifyInstance, FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import { refusingControlCharacters } from '@aula/shared';
import type { z } from 'zod';

/** Lets routes take zod schemas from packages/shared and get their parsed types in handlers. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

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

/** Installs the zod validator; responses are serialised as plain JSON (presenters whitelist fields). */
export function useZodValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
}
