import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import { z } from 'zod';
import type { ApiCall, Schema } from '@aula/shared';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every call registered through `route`, for the OpenAPI document. */
    apiCalls: ApiCall[];
  }
}

type Parsed<S> = S extends Schema ? z.output<S> : unknown;

/** A request of a call, typed by the call's own schemas. */
export type CallRequest<C extends ApiCall> = FastifyRequest<{
  Params: Parsed<C['params']>;
  Querystring: Parsed<C['query']>;
  Body: Parsed<C['body']>;
}>;

/**
 * What a handler returns: the answer's `data`, or the reply when it sent the answer itself (a
 * file, or a status other than 200).
 */
type HandlerResult<C extends ApiCall> = (C['answer'] extends Schema ? z.input<C['answer']> : never) | FastifyReply;

type RouteOptions = { onRequest?: onRequestHookHandler; preHandler?: preHandlerHookHandler; config?: FastifyContextConfig };

/**
 * Registers a call declared in packages/shared: its method, path and request schemas, and its
 * answer schema, which checks (and whitelists) every successful answer before it is sent. The
 * handler returns the `data`; this wraps it in the envelope (docs/rules/calls.md#answers).
 */
export function route<C extends ApiCall>(
  app: FastifyInstance,
  call: C,
  options: RouteOptions,
  handler: (request: CallRequest<C>, reply: FastifyReply) => Promise<HandlerResult<C>>,
): void {
  app.apiCalls.push(call);
  const answer = call.answer;
  app.route({
    method: call.method,
    url: call.path,
    ...options,
    schema: {
      ...(call.params && { params: call.params }),
      ...(call.query && { querystring: call.query }),
      ...(call.body && { body: call.body }),
      ...(answer && { response: { 200: z.object({ data: answer }) } }),
    },
    handler: async (request, reply) => {
      // Fastify types the request from the schemas through the type provider; the call's schemas are those schemas.
      const result = await handler(request as CallRequest<C>, reply);
      return result === reply || !answer ? result : { data: result };
    },
  });
}

/** The answer of a call that only confirms it was done. */
export const OK = { ok: true } as const;
