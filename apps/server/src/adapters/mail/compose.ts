import type { MailMessage } from './mailer';
import { escapeHtml, renderMailLayout } from './layout';

export { escapeHtml } from './layout';

/** What a transactional mail says, before it becomes a text and an HTML part. */
export type MailContent = {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  closing: string;
};

/** Builds the plain text and the HTML part of one mail in the one layout; every value is escaped. */
export function composeMail(to: string, content: MailContent, lang: 'en' | 'de' = 'en'): MailMessage {
  const { subject, greeting, paragraphs, action, closing } = content;
  const paragraphsHtml = [greeting, ...paragraphs].map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const { html, text } = renderMailLayout({ lang, subject, bodyHtml: paragraphsHtml, action, closing });
  return { to, subject, text, html };
}
