import type { Mailer } from '../../adapters/mail/mailer';

/** The mailer, each send counted as sent or failed. */
export function countedMailer(mailer: Mailer, count: (result: 'sent' | 'failed') => void): Mailer {
  return {
    async send(message) {
      try {
        await mailer.send(message);
        count('sent');
      } catch (error) {
        count('failed');
        throw error;
      }
    },
    ...(mailer.close && { close: () => mailer.close!() }),
  };
}
