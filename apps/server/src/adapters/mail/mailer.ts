/** A file sent with a mail, e.g. the analytics summary's PDF (docs/rules/analytics.md#summary-mail). */
export type MailAttachment = { filename: string; content: Buffer; contentType: string };

/** One e-mail, always with a plain text and an HTML part. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The event's sender (docs/rules/communications.md#mail-settings); the app's `MAIL_FROM` when absent. */
  from?: string;
  replyTo?: string;
  /** A fixed Message-ID, so a mail sent again after a crash is recognisably the same mail. */
  messageId?: string;
  attachments?: MailAttachment[];
};

/** Sends e-mail; SMTP in production, an outbox of `.eml` files otherwise (docs/operations.md#mail). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Lets go of open connections; the app calls it when it stops. */
  close?(): void;
}
