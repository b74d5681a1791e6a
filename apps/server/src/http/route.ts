import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import { z } from 'zod';
import type { ApiCall, Schema } from '@aula/shared';
import { requireAttendee, type AuthenticatedAttendee } from '../plugins/attendee-auth';
import { requireUser, type AuthenticatedUser } from '../plugins/auth';

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

/**
 * Who may call a route: `user`, a signed-in organiser; `attendee`, a signed-in attendee (the venue's
 * calls, whose bearer token is an attendee's); without it, anyone.
 */
export type RouteAuth = 'user' | 'attendee';

type RouteOptions<A extends RouteAuth | undefined> = {
  auth?: A;
  onRequest?: onRequestHookHandler;
  preHandler?: preHandlerHookHandler;
  config?: FastifyContextConfig;
};

/** The request a handler receives: behind an auth option, its user or attendee is there, not null. */
export type AuthRequest<C extends ApiCall, A extends RouteAuth | undefined> = A extends 'user'
  ? CallRequest<C> & { user: AuthenticatedUser }
  : A extends 'attendee'
    ? CallRequest<C> & { attendee: AuthenticatedAttendee }
    : CallRequest<C>;

/**
 * Registers a call declared in packages/shared: its method, path and request schemas, and its
 * answer schema, which checks (and whitelists) every successful answer before it is sent. The
 * handler returns the `data`; this wraps it in the envelope (docs/rules/calls.md#answers).
 */
export function route<C extends ApiCall, A extends RouteAuth | undefined = undefined>(
  app: FastifyInstance,
  call: C,
  options: RouteOptions<A>,
  handler: (request: AuthRequest<C, A>, reply: FastifyReply) => Promise<HandlerResult<C>>,
): void {
  app.apiCalls.push(call);
  const answer = call.answer;
  const { auth, onRequest, config, ...hooks } = options;
  // The guard runs on request, before any body (or upload) is read: a caller without a valid
  // token learns nothing of what the call would have said about its input.
  const guard = auth === 'user' ? requireUser : auth === 'attendee' ? requireAttendee : undefined;
  app.route({
    method: call.method,
    url: call.path,
    ...hooks,
    onRequest: [guard, onRequest].filter((hook) => hook !== undefined),
    // The attendee hook resolves `request.attendee` only where the route's config asks for it.
    config: auth === 'attendee' ? { ...config, attendee: true } : config,
    schema: {
      ...(call.params && { params: call.params }),
      ...(call.query && { querystring: call.query }),
      ...(call.body && { body: call.body }),
      ...(answer && { response: { 200: z.object({ data: answer }) } }),
    },
    handler: async (request, reply) => {
      // Fastify types the request from the schemas through the type provider; the call's schemas are
      // those schemas, and the guard above made the user or attendee present.
      const result = await handler(request as AuthRequest<C, A>, reply);
      // A reply is thenable: awaiting a handler that returns it yields nothing once the answer has
      // gone, so only `sent` tells that the handler answered itself. Wrapping that nothing and
      // sending it again makes Fastify log a warning with a stack trace for every such answer.
      if (reply.sent) return reply;
      return answer ? { data: result } : result;
    },
  });
}

/** The answer of a call that only confirms it was done. */
export const OK = { ok: true } as const;
