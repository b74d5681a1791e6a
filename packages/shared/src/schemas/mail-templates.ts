import { z } from 'zod';
import { languageSchema } from './primitives';
import { idOrNewSchema, idSchema, idTextSchema } from './ids';

/** Most characters of a template's name and subject; a body is rich text and may be long. */
export const MAIL_TEMPLATE_NAME_MAX_LENGTH = 200;
export const MAIL_TEMPLATE_SUBJECT_MAX_LENGTH = 200;
export const MAIL_TEMPLATE_BODY_MAX_LENGTH = 50000;

/** The field message of a subject or body that holds a placeholder not in `MAIL_PLACEHOLDERS`. */
export const UNKNOWN_PLACEHOLDER_MESSAGE = 'validation.unknown_placeholder';

const required = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: `validation.max_${max}` });
const optional = (max: number) => z.string().trim().max(max, { error: `validation.max_${max}` }).default('');

/**
 * A template's words (docs/rules/communications.md#e-mail-templates): English is required, German optional (a German reader gets the
 * English words when the German subject or body is empty). Bodies are rich text, sanitised on save.
 */
export const mailTemplateFieldsSchema = z.object({
  name: required(MAIL_TEMPLATE_NAME_MAX_LENGTH),
  subjectEn: required(MAIL_TEMPLATE_SUBJECT_MAX_LENGTH),
  subjectDe: optional(MAIL_TEMPLATE_SUBJECT_MAX_LENGTH),
  bodyEn: required(MAIL_TEMPLATE_BODY_MAX_LENGTH),
  bodyDe: optional(MAIL_TEMPLATE_BODY_MAX_LENGTH),
});
export type MailTemplateFields = z.infer<typeof mailTemplateFieldsSchema>;

/** The fields of a template's words, in the order the edit screen shows them. */
export const MAIL_TEMPLATE_WORD_FIELDS = ['subjectEn', 'bodyEn', 'subjectDe', 'bodyDe'] as const;

export const mailTemplateSchema = mailTemplateFieldsSchema.extend({
  id: z.number().int(),
  eventId: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type MailTemplate = z.infer<typeof mailTemplateSchema>;

/** A template in a list: its name and English subject. */
export const mailTemplateSummarySchema = mailTemplateSchema.pick({ id: true, eventId: true, name: true, subjectEn: true, updatedAt: true });
export type MailTemplateSummary = z.infer<typeof mailTemplateSummarySchema>;
export const mailTemplateListSchema = z.object({ templates: z.array(mailTemplateSummarySchema) });

/** POST …/library/email-templates and …/mailTemplates/{eventId}: id 0 adds one. */
export const saveMailTemplateBodySchema = mailTemplateFieldsSchema.extend({ id: idOrNewSchema });
export type SaveMailTemplateBody = z.infer<typeof saveMailTemplateBodySchema>;

export const libraryTemplatePathSchema = z.object({ templateId: idTextSchema });
export const eventTemplatesPathSchema = z.object({ eventId: idTextSchema });
export const eventTemplatePathSchema = z.object({ eventId: idTextSchema, templateId: idTextSchema });

/** POST …/mailTemplates/{eventId}/fromLibrary: copies a library template into the event. */
export const copyLibraryTemplateBodySchema = z.object({ libraryTemplateId: idSchema });

/** POST …/mailTemplates/{eventId}/preview: the words as they are in the editor, filled for one account (or sample values). */
export const mailTemplatePreviewBodySchema = mailTemplateFieldsSchema.omit({ name: true }).extend({ accountId: idSchema.nullable().default(null) });
export type MailTemplatePreviewBody = z.infer<typeof mailTemplatePreviewBodySchema>;

const renderedMailSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export const mailTemplatePreviewSchema = z.object({
  /** The account the values are of, or null when the event has none and sample values were used. */
  accountId: z.number().int().nullable(),
  en: renderedMailSchema,
  de: renderedMailSchema,
});
export type MailTemplatePreview = z.infer<typeof mailTemplatePreviewSchema>;

/** An account to preview for: its id, name, e-mail and language. */
export const previewAccountSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string(), lang: languageSchema });
export type PreviewAccount = z.infer<typeof previewAccountSchema>;
export const previewAccountsSchema = z.object({ accounts: z.array(previewAccountSchema) });
/** GET …/previewAccounts?q=: accounts whose name or e-mail holds `q`, the first few. */
export const previewAccountsQuerySchema = z.object({ q: z.string().trim().max(200).default('') });
