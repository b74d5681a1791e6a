import { PRODUCT_NAME, type Language } from '@aula/shared';
import type { MailContent } from '../../adapters/mail/compose';

/** The words of one kind of mail in one language; `{name}` placeholders are filled when it is written. */
export type MailTexts = { subject: string; paragraphs: string[]; action: string };

const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));

const frame: Record<Language, { greeting: string; nameless: string; closing: string }> = {
  en: { greeting: 'Hello {firstName},', nameless: 'Hello,', closing: `Your ${PRODUCT_NAME} team` },
  de: { greeting: 'Hallo {firstName},', nameless: 'Guten Tag,', closing: `Ihr ${PRODUCT_NAME}-Team` },
};

const activation: Record<Language, MailTexts> = {
  en: {
    subject: `Activate your ${PRODUCT_NAME} account`,
    paragraphs: [
      `thank you for signing up for ${PRODUCT_NAME}. Please confirm your e-mail address to activate your account.`,
      'The link is valid for {hours} hours and can be used once. If you did not sign up, you can ignore this e-mail.',
    ],
    action: 'Activate account',
  },
  de: {
    subject: `Aktivieren Sie Ihr ${PRODUCT_NAME}-Konto`,
    paragraphs: [
      `vielen Dank für Ihre Registrierung bei ${PRODUCT_NAME}. Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto zu aktivieren.`,
      'Der Link ist {hours} Stunden gültig und kann einmal verwendet werden. Falls Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.',
    ],
    action: 'Konto aktivieren',
  },
};

const signupAttempt: Record<Language, MailTexts> = {
  en: {
    subject: 'Someone tried to sign up with your e-mail address',
    paragraphs: [
      `someone just tried to create a new ${PRODUCT_NAME} account with this e-mail address. You already have an account, so no new one was created.`,
      'If it was you, sign in with your password. Forgot your password? Choose a new one here: {resetUrl}',
      'If it was not you, you can ignore this e-mail; your account is unchanged.',
    ],
    action: 'Sign in',
  },
  de: {
    subject: 'Jemand hat versucht, sich mit Ihrer E-Mail-Adresse zu registrieren',
    paragraphs: [
      `gerade hat jemand versucht, mit dieser E-Mail-Adresse ein neues ${PRODUCT_NAME}-Konto anzulegen. Sie haben bereits ein Konto, daher wurde kein neues angelegt.`,
      'Wenn Sie das waren, melden Sie sich mit Ihrem Passwort an. Passwort vergessen? Hier wählen Sie ein neues: {resetUrl}',
      'Wenn Sie das nicht waren, können Sie diese E-Mail ignorieren; Ihr Konto bleibt unverändert.',
    ],
    action: 'Anmelden',
  },
};

const passwordReset: Record<Language, MailTexts> = {
  en: {
    subject: `Reset your ${PRODUCT_NAME} password`,
    paragraphs: [
      `we received a request to reset the password of your ${PRODUCT_NAME} account.`,
      'The link is valid for {minutes} minutes and can be used once. If you did not ask for it, ignore this e-mail; your password stays unchanged.',
    ],
    action: 'Choose a new password',
  },
  de: {
    subject: `Setzen Sie Ihr ${PRODUCT_NAME}-Passwort zurück`,
    paragraphs: [
      `wir haben eine Anfrage erhalten, das Passwort Ihres ${PRODUCT_NAME}-Kontos zurückzusetzen.`,
      'Der Link ist {minutes} Minuten gültig und kann einmal verwendet werden. Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
    ],
    action: 'Neues Passwort wählen',
  },
};

const invitation: Record<Language, MailTexts> = {
  en: {
    subject: `You are invited to ${PRODUCT_NAME}`,
    paragraphs: [
      `{inviter} invited you to manage virtual events with ${PRODUCT_NAME}.`,
      'Set your password to create your account. The link is valid for {days} days and can be used once.',
    ],
    action: 'Create account',
  },
  de: {
    subject: `Sie wurden zu ${PRODUCT_NAME} eingeladen`,
    paragraphs: [
      `{inviter} hat Sie eingeladen, mit ${PRODUCT_NAME} virtuelle Events zu verwalten.`,
      'Legen Sie Ihr Passwort fest, um Ihr Konto anzulegen. Der Link ist {days} Tage gültig und kann einmal verwendet werden.',
    ],
    action: 'Konto anlegen',
  },
};

/** A mail in the layout every mail of the product shares: greeting, paragraphs, one action, closing. */
export const writeMail = (texts: MailTexts, lang: Language, url: string, params: Record<string, string | number>): MailContent => ({
  subject: fill(texts.subject, params),
  // A registration may not ask for the first name.
  greeting: params.firstName === '' ? frame[lang].nameless : fill(frame[lang].greeting, params),
  paragraphs: texts.paragraphs.map((p) => fill(p, params)),
  action: { label: texts.action, url },
  closing: frame[lang].closing,
});

/** The activation mail sent at sign-up and on request. */
export const activationMail = (lang: Language, p: { firstName: string; url: string; hours: number }) =>
  writeMail(activation[lang], lang, p.url, p);

/** Sent to an already registered address when someone signs up with it. */
export const signupAttemptMail = (lang: Language, p: { firstName: string; loginUrl: string; resetUrl: string }) =>
  writeMail(signupAttempt[lang], lang, p.loginUrl, p);

export const passwordResetMail = (lang: Language, p: { firstName: string; url: string; minutes: number }) =>
  writeMail(passwordReset[lang], lang, p.url, p);

export const invitationMail = (lang: Language, p: { firstName: string; inviter: string; url: string; days: number }) =>
  writeMail(invitation[lang], lang, p.url, p);
