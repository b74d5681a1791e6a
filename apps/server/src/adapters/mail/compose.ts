import type { MailMessage } from './mailer';

/** What a transactional mail says, before it becomes a text and an HTML part. */
export type MailContent = {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  closing: string;
};

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Builds the plain text and the HTML part of one mail; every value is escaped in the HTML. */
export function composeMail(to: string, content: MailContent): MailMessage {
  const { subject, greeting, paragraphs, action, closing } = content;
  const text = [greeting, ...paragraphs, ...(action ? [`${action.label}:\n${action.url}`] : []), closing].join('\n\n');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#1c7ed6;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(action.label)}</a></p>` +
      `<p style="font-size:12px;color:#666">${escapeHtml(action.url)}</p>`
    : '';
  const html = [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#222">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    button,
    `<p>${escapeHtml(closing)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject, text, html };
}
