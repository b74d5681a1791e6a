/** One e-mail, always with a plain text and an HTML part. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
};

/** Sends e-mail; SMTP in production, an outbox of `.eml` files otherwise (DESIGN §3). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
