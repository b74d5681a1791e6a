import type { Language } from '@aula/shared';
import { escapeHtml, renderMailLayout } from '../../adapters/mail/layout';
import type { MailMessage } from '../../adapters/mail/mailer';

const WORDS = {
  en: {
    subject: (event: string) => `Test mail for “${event}”`,
    lead: (event: string) => `This mail checks the e-mail settings of your event “${event}”.`,
    done: 'If you are reading it, mails with this sender arrive. Check the sender and the reply-to address your mail program shows.',
    action: 'Open the mail settings',
    closing: 'Your Aula team',
  },
  de: {
    subject: (event: string) => `Testnachricht für „${event}“`,
    lead: (event: string) => `Diese Nachricht prüft die E-Mail-Einstellungen Ihres Events „${event}“.`,
    done: 'Wenn Sie sie lesen, kommen Mails mit diesem Absender an. Prüfen Sie Absender und Antwortadresse, die Ihr E-Mail-Programm anzeigt.',
    action: 'E-Mail-Einstellungen öffnen',
    closing: 'Ihr Aula-Team',
  },
} satisfies Record<Language, unknown>;

/** The test mail (docs/rules/communications.md#mail-settings) in the organiser's language, in the one mail layout, with a link back to the settings. */
export function composeTestMail(to: string, { eventName, settingsUrl, lang }: { eventName: string; settingsUrl: string; lang: Language }): MailMessage {
  const words = WORDS[lang];
  const subject = words.subject(eventName);
  const bodyHtml = [words.lead(eventName), words.done].map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  const { html, text } = renderMailLayout({ lang, subject, bodyHtml, action: { label: words.action, url: settingsUrl }, closing: words.closing });
  return { to, subject, html, text };
}
