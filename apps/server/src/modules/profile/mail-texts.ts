import { PRODUCT_NAME, type Language } from '@aula/shared';
import { writeMail, type MailTexts } from '../auth/mail-texts';

const confirmNewAddress: Record<Language, MailTexts> = {
  en: {
    subject: `Confirm your new ${PRODUCT_NAME} e-mail address`,
    paragraphs: [
      `you asked to use this address for your ${PRODUCT_NAME} account from now on. Please confirm it; until then your previous address stays in use.`,
      'The link is valid for {hours} hours and can be used once. If you did not ask for this, ignore this e-mail; nothing changes.',
    ],
    action: 'Confirm e-mail address',
  },
  de: {
    subject: `Bestätigen Sie Ihre neue ${PRODUCT_NAME}-E-Mail-Adresse`,
    paragraphs: [
      `Sie möchten diese Adresse künftig für Ihr ${PRODUCT_NAME}-Konto verwenden. Bitte bestätigen Sie sie; bis dahin gilt Ihre bisherige Adresse.`,
      'Der Link ist {hours} Stunden gültig und kann einmal verwendet werden. Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail; es ändert sich nichts.',
    ],
    action: 'E-Mail-Adresse bestätigen',
  },
};

const changeNotice: Record<Language, MailTexts> = {
  en: {
    subject: `Your ${PRODUCT_NAME} e-mail address is about to change`,
    paragraphs: [
      `someone signed in to your ${PRODUCT_NAME} account asked to change its e-mail address to {newEmail}. The change takes effect once the link sent to that address is opened.`,
      'If this was not you, sign in, change your password and check your profile.',
    ],
    action: 'Sign in',
  },
  de: {
    subject: `Ihre ${PRODUCT_NAME}-E-Mail-Adresse soll geändert werden`,
    paragraphs: [
      `In Ihrem ${PRODUCT_NAME}-Konto wurde beantragt, die E-Mail-Adresse in {newEmail} zu ändern. Die Änderung gilt, sobald der an diese Adresse gesendete Link geöffnet wird.`,
      'Falls Sie das nicht waren, melden Sie sich an, ändern Sie Ihr Passwort und prüfen Sie Ihr Profil.',
    ],
    action: 'Anmelden',
  },
};

/** To the new address: the link that makes it the account's address. */
export const confirmNewAddressMail = (lang: Language, p: { firstName: string; url: string; hours: number }) =>
  writeMail(confirmNewAddress[lang], lang, p.url, p);

/** To the old address: a change was asked for, in case it was not the owner. */
export const changeNoticeMail = (lang: Language, p: { firstName: string; newEmail: string; loginUrl: string }) =>
  writeMail(changeNotice[lang], lang, p.loginUrl, p);
