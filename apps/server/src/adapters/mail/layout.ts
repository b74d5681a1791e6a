import { convert } from 'html-to-text';
import mjml2html from 'mjml';

/** What goes into the one mail layout: the body is HTML that is already safe (escaped or sanitised). */
export type MailLayoutInput = {
  lang: 'en' | 'de';
  subject: string;
  bodyHtml: string;
  action?: { label: string; url: string };
  /** The sign-off after the action, e.g. "Your Aula team". */
  closing?: string;
  /** A line in small print at the end, e.g. why the recipient gets this mail. */
  footer?: string;
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

const FONT = 'Arial, Helvetica, sans-serif';

/**
 * Every mail's HTML (docs/rules/communications.md#e-mail-templates): MJML makes the table layout that renders alike in the common
 * clients and on phones, so no mail is built by hand. The same HTML gives the plain-text part,
 * with links written out after their words.
 */
export function renderMailLayout({ lang, subject, bodyHtml, action, closing, footer }: MailLayoutInput): { html: string; text: string } {
  const button = action
    ? `<mj-button href="${escapeHtml(action.url)}" background-color="#1c7ed6" color="#ffffff" font-family="${FONT}" font-size="15px" border-radius="4px" align="left">${escapeHtml(action.label)}</mj-button>
       <mj-text font-size="12px" color="#666666">${escapeHtml(action.url)}</mj-text>`
    : '';
  const closingText = closing ? `<mj-text>${escapeHtml(closing)}</mj-text>` : '';
  const footerText = footer ? `<mj-text font-size="12px" color="#868e96">${escapeHtml(footer)}</mj-text>` : '';
  const source = `<mjml lang="${lang}">
  <mj-head>
    <mj-title>${escapeHtml(subject)}</mj-title>
    <mj-attributes><mj-all font-family="${FONT}" /><mj-text font-size="15px" line-height="1.5" color="#222222" /></mj-attributes>
  </mj-head>
  <mj-body background-color="#f1f3f5">
    <mj-section background-color="#ffffff" padding="24px 16px">
      <mj-column>
        <mj-text>${bodyHtml}</mj-text>
        ${button}
        ${closingText}
        ${footerText}
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  const { html, errors } = mjml2html(source, { validationLevel: 'soft', keepComments: false });
  if (errors.length > 0) throw new Error(`Mail layout: ${errors.map((error) => error.formattedMessage).join('; ')}`);
  const body = convert(bodyHtml, { wordwrap: false, selectors: [{ selector: 'img', format: 'skip' }] });
  const text = [body, ...(action ? [`${action.label}:\n${action.url}`] : []), ...(closing ? [closing] : []), ...(footer ? [footer] : [])].join('\n\n');
  return { html, text };
}
