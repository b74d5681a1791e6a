import { setTimeout as sleep } from 'node:timers/promises';
import { ERROR_CODES } from '@aula/shared';
import type { MailMessage } from '../../adapters/mail/mailer';
import { DomainError, validationFailed } from '../../http/domain-error';
import { InternalSmtpHostError, type SmtpHostGuard } from './smtp-host-guard';
import { createSmtpTransport, sendThrough, type SmtpServerSettings } from './smtp-transport';

/** The field error beside the host of a server inside the app's own networks. */
export const internalHostRefused = () => validationFailed({ smtpHost: 'validation.internal_smtp_host' });

/** Nodemailer's codes for a failure an SMTP server itself answered (login, sender, recipients, message). */
const SERVER_ANSWERS = new Set(['EAUTH', 'EENVELOPE', 'EMESSAGE']);

/**
 * What the organiser is told. The reason of a server that answered helps them (a refused login);
 * anything else, refused, silent, not SMTP, not TLS, not found, reads the same, so the answer does
 * not tell an open port from a closed one.
 */
function failureOf(error: unknown): DomainError {
  if (error instanceof InternalSmtpHostError) return internalHostRefused();
  const { code, responseCode, message } = error as { code?: unknown; responseCode?: unknown; message?: unknown };
  if (typeof code === 'string' && SERVER_ANSWERS.has(code) && typeof responseCode === 'number') {
    return new DomainError(422, ERROR_CODES.mailTestFailed, 'mail_test_failed', undefined, { reason: String(message).slice(0, 300) });
  }
  return new DomainError(422, ERROR_CODES.mailTestFailed, 'mail_test_unreachable');
}

const deadlinePassed = Symbol('deadline passed');

/**
 * Sends the test mail through the organiser's server. The attempt is given `timeoutMs`, and every
 * failure is answered when that time is up, never sooner: how long a refused, a silent and a
 * non-SMTP port take would otherwise tell them apart.
 */
export async function sendTestMailThrough(
  server: SmtpServerSettings,
  message: MailMessage & { from: string },
  { guard, timeoutMs }: { guard: SmtpHostGuard; timeoutMs: number },
): Promise<void> {
  const startedAt = Date.now();
  const transport = createSmtpTransport(server, { pool: false, timeoutMs, guard });
  const sending = sendThrough(transport, message);
  const deadline = new AbortController();
  try {
    const outcome = await Promise.race([sending, sleep(timeoutMs, deadlinePassed, { signal: deadline.signal })]);
    if (outcome === deadlinePassed) throw new Error('the SMTP server did not answer in time');
  } catch (error) {
    sending.catch(() => undefined);
    await sleep(Math.max(0, startedAt + timeoutMs - Date.now()));
    throw failureOf(error);
  } finally {
    deadline.abort();
    transport.close();
  }
}
