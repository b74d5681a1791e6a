import { ERROR_CODES } from '@aula/shared';
import { DomainError } from '../../http/domain-error';

/** Status 400, not 401: the web treats 401 as "session gone". Same answer for unknown addresses. */
export const invalidCredentials = () => new DomainError(400, ERROR_CODES.invalidCredentials, 'invalid_credentials');
export const accountInactive = () => new DomainError(403, ERROR_CODES.accountInactive, 'account_inactive');
/** Only after the password matched, so it tells nothing to someone guessing addresses. */
export const accountDeactivated = () => new DomainError(403, ERROR_CODES.accountDeactivated, 'account_deactivated');
export const botCheckFailed = () => new DomainError(400, ERROR_CODES.botCheckFailed, 'bot_check_failed');
export const tokenInvalid = () => new DomainError(400, ERROR_CODES.tokenInvalid, 'token_invalid');
