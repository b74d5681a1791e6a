import type { Language } from '@aula/shared';
import { writeMail, type MailTexts } from '../auth/mail-texts';

const confirm: Record<Language, MailTexts> = {
  en: {
    subject: 'Confirm your registration for {eventName}',
    paragraphs: [
      'thank you for registering for {eventName}. Please confirm your e-mail address with the button below.',
      'The link is valid for {days} days and can be used once. If you did not register, ignore this e-mail: nothing happens without the confirmation.',
    ],
    action: 'Confirm registration',
  },
  de: {
    subject: 'Bestätigen Sie Ihre Registrierung für {eventName}',
    paragraphs: [
      'vielen Dank für Ihre Registrierung für {eventName}. Bitte bestätigen Sie Ihre E-Mail-Adresse mit der Schaltfläche unten.',
      'Der Link ist {days} Tage gültig und kann einmal verwendet werden. Falls Sie sich nicht registriert haben, ignorieren Sie diese E-Mail: Ohne Bestätigung geschieht nichts.',
    ],
    action: 'Registrierung bestätigen',
  },
};

const knownAddress: Record<Language, MailTexts> = {
  en: {
    subject: 'Your registration for {eventName}',
    paragraphs: [
      'someone, probably you, registered this address for {eventName}. This address is already registered for the event, so nothing has changed.',
      'If you have set your password, sign in with it; if you have forgotten it, ask for a new one on the sign-in page. If you did not register, ignore this e-mail.',
    ],
    action: 'Go to sign-in',
  },
  de: {
    subject: 'Ihre Registrierung für {eventName}',
    paragraphs: [
      'jemand, wahrscheinlich Sie, hat diese Adresse für {eventName} registriert. Die Adresse ist für das Event bereits registriert, daher hat sich nichts geändert.',
      'Wenn Sie Ihr Passwort festgelegt haben, melden Sie sich damit an; falls Sie es vergessen haben, fordern Sie auf der Anmeldeseite ein neues an. Falls Sie sich nicht registriert haben, ignorieren Sie diese E-Mail.',
    ],
    action: 'Zur Anmeldung',
  },
};

const accepted: Record<Language, MailTexts> = {
  en: {
    subject: 'Your registration for {eventName} is accepted',
    paragraphs: [
      'your registration for {eventName} is accepted. With your personal link you choose your password and enter the event.',
      'The link is valid for {days} days and can be used once. Please do not pass it on: it signs in to your account.',
    ],
    action: 'Choose password',
  },
  de: {
    subject: 'Ihre Registrierung für {eventName} ist angenommen',
    paragraphs: [
      'Ihre Registrierung für {eventName} ist angenommen. Mit Ihrem persönlichen Link legen Sie Ihr Passwort fest und betreten das Event.',
      'Der Link ist {days} Tage gültig und kann einmal verwendet werden. Bitte geben Sie ihn nicht weiter: Er meldet Sie in Ihrem Konto an.',
    ],
    action: 'Passwort festlegen',
  },
};

const awaitingApproval: Record<Language, MailTexts> = {
  en: {
    subject: 'A place for {eventName} has become free',
    paragraphs: [
      'a place for {eventName} has become free and your registration has moved up from the waiting list.',
      'The organiser will now review it. You will get another e-mail once they have decided.',
    ],
    action: 'Open the event page',
  },
  de: {
    subject: 'Ein Platz für {eventName} ist frei geworden',
    paragraphs: [
      'ein Platz für {eventName} ist frei geworden, und Ihre Registrierung ist von der Warteliste nachgerückt.',
      'Der Veranstalter prüft sie nun. Sobald er entschieden hat, erhalten Sie eine weitere E-Mail.',
    ],
    action: 'Event-Seite öffnen',
  },
};

const rejected: Record<Language, MailTexts> = {
  en: {
    subject: 'Your registration for {eventName}',
    paragraphs: ['unfortunately, the organiser could not accept your registration for {eventName}.', 'Your details will not be used for this event.'],
    action: 'Open the event page',
  },
  de: {
    subject: 'Ihre Registrierung für {eventName}',
    paragraphs: ['leider konnte der Veranstalter Ihre Registrierung für {eventName} nicht annehmen.', 'Ihre Angaben werden für dieses Event nicht verwendet.'],
    action: 'Event-Seite öffnen',
  },
};

type Person = { firstName: string; eventName: string; url: string };

export const registrationConfirmMail = (lang: Language, p: Person & { days: number }) => writeMail(confirm[lang], lang, p.url, p);
export const registrationKnownAddressMail = (lang: Language, p: Person) => writeMail(knownAddress[lang], lang, p.url, p);
export const registrationAcceptedMail = (lang: Language, p: Person & { days: number }) => writeMail(accepted[lang], lang, p.url, p);
export const registrationAwaitingApprovalMail = (lang: Language, p: Person) => writeMail(awaitingApproval[lang], lang, p.url, p);
export const registrationRejectedMail = (lang: Language, p: Person) => writeMail(rejected[lang], lang, p.url, p);
