import { ERROR_CODES, type ErrorCode, type FieldProblem } from '@aula/shared';
import type { MessageKey } from '../i18n/messages';

/**
 * An error the client is meant to see. `messageKey` is translated into the request's language by
 * the error handler; `fields` maps field names to i18n keys the web translates.
 */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly fields?: Record<string, string>,
    readonly params?: Record<string, string | number>,
    readonly problems?: FieldProblem[],
  ) {
    super(messageKey);
    this.name = 'DomainError';
  }
}

export const unauthorized = () => new DomainError(401, ERROR_CODES.unauthorized, 'unauthorized');
export const forbidden = () => new DomainError(403, ERROR_CODES.forbidden, 'forbidden');
export const notFound = () => new DomainError(404, ERROR_CODES.notFound, 'not_found');
export const validationFailed = (fields: Record<string, string>, problems?: FieldProblem[]) =>
  new DomainError(400, ERROR_CODES.validation, 'validation_failed', fields, undefined, problems);
