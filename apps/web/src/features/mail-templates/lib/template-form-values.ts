import { MAIL_TEMPLATE_WORD_FIELDS, UNKNOWN_PLACEHOLDER_MESSAGE, mailTemplateFieldsSchema, unknownPlaceholders, type MailTemplate, type MailTemplateFields } from '@aula/shared';
import { schemaErrors, type FieldErrors } from '@/components/form/schema-errors';

export type TemplateFormValues = MailTemplateFields;

/** The order the edit screen shows its fields, for focusing the first invalid one. */
export const TEMPLATE_FIELD_ORDER = ['name', 'subjectEn', 'bodyEn', 'subjectDe', 'bodyDe'] as const;

export const EMPTY_TEMPLATE: TemplateFormValues = { name: '', subjectEn: '', subjectDe: '', bodyEn: '', bodyDe: '' };

export const valuesFromTemplate = ({ name, subjectEn, subjectDe, bodyEn, bodyDe }: MailTemplate): TemplateFormValues => ({ name, subjectEn, subjectDe, bodyEn, bodyDe });

/** The shared rules, and the same check of placeholders the server makes, so a typo shows before saving. */
export function templateErrors(values: TemplateFormValues): FieldErrors {
  const errors = schemaErrors(mailTemplateFieldsSchema, values);
  for (const field of MAIL_TEMPLATE_WORD_FIELDS) {
    if (!errors[field] && unknownPlaceholders(values[field]).length > 0) errors[field] = UNKNOWN_PLACEHOLDER_MESSAGE;
  }
  return errors;
}

/** Which language tab holds a field. */
export const languageOf = (field: string): 'en' | 'de' | null => (field.endsWith('En') ? 'en' : field.endsWith('De') ? 'de' : null);
