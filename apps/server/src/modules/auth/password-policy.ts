import type { FastifyBaseLogger } from 'fastify';
import { ERROR_CODES, personalPasswordWords } from '@aula/shared';
import type { BreachCheck } from '../../adapters/breach-check/breach-check';
import { DomainError, validationFailed } from '../../http/domain-error';
import { isGuessablePassword } from './password-strength';

export type PasswordOwner = { email: string; firstName?: string; lastName?: string };

/**
 * The rules of a new password beyond the structural ones the request schema already enforced:
 * not easy to guess, and not in known breaches. Throws the matching DomainError.
 */
export function createPasswordPolicy(deps: { breachCheck: BreachCheck; breachCheckRequired: boolean; log: FastifyBaseLogger }) {
  return {
    async assertAcceptable(password: string, owner: PasswordOwner): Promise<void> {
      if (isGuessablePassword(password, personalPasswordWords(owner))) {
        throw validationFailed({ password: 'validation.pass_guessable' });
      }
      const result = await deps.breachCheck.check(password);
      if (result.status === 'ok') {
        if (result.count > 0) {
          throw new DomainError(
            400,
            ERROR_CODES.passwordBreached,
            'password_breached',
            { password: 'validation.pass_breached' },
            { count: result.count },
          );
        }
        return;
      }
      if (deps.breachCheckRequired) {
        throw new DomainError(503, ERROR_CODES.breachCheckUnavailable, 'breach_check_unavailable');
      }
      // Accepted on purpose: the sign-up screen already told the user the result is unknown.
      deps.log.warn('breached-password check unreachable; password accepted without it');
    },
  };
}

export type PasswordPolicy = ReturnType<typeof createPasswordPolicy>;
