import { MAIL_TEMPLATE_WORD_FIELDS, UNKNOWN_PLACEHOLDER_MESSAGE, unknownPlaceholders, type Language, type MailTemplateFields } from '@aula/shared';
import { validationFailed } from '../../http/domain-error';
import { sanitizeRichText } from '../../http/rich-text';
import type { PlaceholderRecipient } from './render';

type Words = Pick<MailTemplateFields, (typeof MAIL_TEMPLATE_WORD_FIELDS)[number]>;

/**
 * A template's words as they may be stored: bodies sanitised like every rich text (placeholders are
 * plain text, and `href="{{signInLink}}"` a relative link, so both survive). Refuses, next to the
 * field, an English body that sanitising emptied and any placeholder not in the list: a typo would
 * otherwise reach every recipient as `{{fristName}}`.
 */
export function cleanWords<T extends Words>(fields: T): T {
  const clean = { ...fields, bodyEn: sanitizeRichText(fields.bodyEn), bodyDe: sanitizeRichText(fields.bodyDe) };
  const errors: Record<string, string> = {};
  if (!clean.bodyEn) errors.bodyEn = 'validation.required';
  for (const field of MAIL_TEMPLATE_WORD_FIELDS) {
    if (unknownPlaceholders(clean[field]).length > 0) errors[field] = UNKNOWN_PLACEHOLDER_MESSAGE;
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return clean;
}

/** The recipient a preview shows when the event has no account yet, in the preview's language. */
export const SAMPLE_RECIPIENTS: Record<Language, PlaceholderRecipient> = {
  en: { firstName: 'Alex', lastName: 'Sample', email: 'alex.sample@example.com', company: 'Example Ltd' },
  de: { firstName: 'Erika', lastName: 'Mustermann', email: 'erika.mustermann@example.com', company: 'Beispiel GmbH' },
};

/** The token of a preview's sign-in link: a page that says the link is not valid, and a word that says why. */
export const SAMPLE_SIGN_IN_TOKEN = 'preview-sample-link-not-valid';

