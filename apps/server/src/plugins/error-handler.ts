import type { FastifyError, FastifyInstance } from 'fastify';
import { ERROR_CODES, type ErrorEnvelope } from '@aula/shared';
import { ZodError } from 'zod';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../http/database-unavailable';
import { DomainError } from '../http/domain-error';
import { loggableError } from '../http/loggable-error';
import { translate } from '../i18n/messages';

/** Field errors from a zod error: the first issue per field, as the i18n key it carries. */
function fieldsOf(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    fields[field] ??= issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
  }
  return fields;
}

/** One error handler for the whole API: every failure leaves as the envelope of docs/rules/errors.md#error-envelope. */
export function registerErrorHandler(app: FastifyInstance, exposeTraces: boolean): void {
  app.setErrorHandler((error: FastifyError | DomainError | ZodError, request, reply) => {
    const lang = request.lang;
    let status: number;
    let body: ErrorEnvelope;
    if (error instanceof DomainError) {
      status = error.status;
      body = { error: { code: error.code, message: translate(lang, error.messageKey, error.params) } };
      if (error.fields) body.error.fields = error.fields;
      if (error.problems) body.error.problems = error.problems;
    } else if (error instanceof ZodError || (error as FastifyError).validation) {
      const zodError = error instanceof ZodError ? error : ((error as FastifyError & { cause?: unknown }).cause as unknown);
      status = 400;
      body = {
        error: {
          code: ERROR_CODES.validation,
          message: translate(lang, 'validation_failed'),
          fields: zodError instanceof ZodError ? fieldsOf(zodError) : {},
        },
      };
    } else if ((error as FastifyError).statusCode === 429) {
      status = 429;
      body = { error: { code: ERROR_CODES.rateLimited, message: translate(lang, 'rate_limited', { minutes: 5 }) } };
    } else if ((error as FastifyError).statusCode && (error as FastifyError).statusCode! < 500) {
      status = (error as FastifyError).statusCode!;
      // Fastify's and the parsers' own texts are English and name internals (JSON, boundaries).
      const messageKey = status === 413 ? 'request_too_large' : 'invalid_request';
      body = { error: { code: (error as FastifyError).code ?? 'bad_request', message: translate(lang, messageKey) } };
    } else if (isDatabaseUnavailable(error)) {
      // The client asked nothing wrong: the database is down or restarting, so it may try again.
      request.log.error({ error: loggableError(error), method: request.method, route: request.routeOptions.url }, 'database unavailable');
      status = 503;
      void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      body = { error: { code: ERROR_CODES.databaseUnavailable, message: translate(lang, 'database_unavailable') } };
    } else {
      // Never the error itself: a failed query's message and stack carry its bound values, and
      // the request body is the user's; the route and the error's kind are enough to find it.
      const logged = loggableError(error);
      request.log.error({ error: logged, method: request.method, route: request.routeOptions.url }, 'request failed');
      status = 500;
      body = { error: { code: ERROR_CODES.internal, message: translate(lang, 'internal_error') } };
      if (exposeTraces && logged.stack) body.error.trace = logged.stack;
    }
    void reply.status(status).send(body);
  });
}
