import type { MailSendStatus } from '@aula/shared';

/** What became of one attempt to hand a mail to the SMTP server. */
export type DeliveryOutcome = { kind: 'retry' | 'failed' | 'bounced'; reason: string };

/** The SMTP reply code of a failed send (nodemailer puts it on the error), or null. */
function replyCode(error: unknown): number | null {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' ? code : null;
}

/**
 * How a failed send goes on (docs/rules/communications.md#sending-templates): a 4xx reply is temporary (greylisting, a full
 * mailbox, 451) and is tried again with back-off until the attempts run out; a 5xx reply to the
 * recipient (550 no such user) is a bounce; anything else (no connection, a refused message) fails
 * with its reason. Connection errors are retried too: the server may be restarting.
 */
export function classifyFailure(error: unknown, attempt: number, maxAttempts: number): DeliveryOutcome {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  const code = replyCode(error);
  const temporary = (code !== null && code >= 400 && code < 500) || (code === null && isConnectionError(error));
  if (temporary) return { kind: attempt < maxAttempts ? 'retry' : 'failed', reason: message };
  const recipientRefused = (error as { code?: unknown } | null)?.code === 'EENVELOPE';
  if (code !== null && code >= 500 && recipientRefused) return { kind: 'bounced', reason: message };
  return { kind: 'failed', reason: message };
}

function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ECONNECTION' || code === 'ETIMEDOUT' || code === 'ESOCKET' || code === 'ECONNREFUSED';
}

/** Seconds before retry number `attempt`: 30 s, 2 min, 8 min, … at most an hour. */
export function mailRetryDelayMs(attempt: number, baseMs: number): number {
  return Math.min(3600_000, baseMs * 4 ** Math.max(0, attempt - 1));
}

/** A send the organiser may still cancel. */
export const isCancellable = (status: MailSendStatus): boolean => status === 'scheduled' || status === 'queued' || status === 'sending';

/** The deterministic Message-ID of one recipient's mail: a mail sent again after a crash is the same mail. */
export function sendMessageId(sendId: number, recipientId: number, publicUrl: string): string {
  return `<send-${sendId}-${recipientId}@${new URL(publicUrl).hostname}>`;
}
