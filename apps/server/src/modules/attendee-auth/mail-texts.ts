import type { Language } from '@aula/shared';
import { writeMail, type MailTexts } from '../auth/mail-texts';

const invitation: Record<Language, MailTexts> = {
  en: {
    subject: 'Your invitation to {eventName}',
    paragraphs: [
      'you are invited to {eventName}. With your personal link you choose your password and enter the event.',
      'The link is valid for {days} days and can be used once. Please do not pass it on: it signs in to your account.',
    ],
    action: 'Accept invitation',
  },
  de: {
    subject: 'Ihre Einladung zu {eventName}',
    paragraphs: [
      'Sie sind zu {eventName} eingeladen. Mit Ihrem persönlichen Link legen Sie Ihr Passwort fest und betreten das Event.',
      'Der Link ist {days} Tage gültig und kann einmal verwendet werden. Bitte geben Sie ihn nicht weiter: Er meldet Sie in Ihrem Konto an.',
    ],
    action: 'Einladung annehmen',
  },
};

const passwordReset: Record<Language, MailTexts> = {
  en: {
    subject: 'Reset your password for {eventName}',
    paragraphs: [
      'we received a request to reset your password for {eventName}.',
      'The link is valid for {minutes} minutes and can be used once. If you did not ask for it, ignore this e-mail; your password stays unchanged.',
    ],
    action: 'Choose a new password',
  },
  de: {
    subject: 'Setzen Sie Ihr Passwort für {eventName} zurück',
    paragraphs: [
      'wir haben eine Anfrage erhalten, Ihr Passwort für {eventName} zurückzusetzen.',
      'Der Link ist {minutes} Minuten gültig und kann einmal verwendet werden. Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
    ],
    action: 'Neues Passwort wählen',
  },
};

/** An attendee's personal invitation to an event, in the account's language. */
export const attendeeInvitationMail = (lang: Language, p: { firstName: string; eventName: string; url: string; days: number }) =>
  writeMail(invitation[lang], lang, p.url, p);

/** An attendee's password reset link for an event, in the account's language. */
export const attendeePasswordResetMail = (lang: Language, p: { firstName: string; eventName: string; url: string; minutes: number }) =>
  writeMail(passwordReset[lang], lang, p.url, p);
