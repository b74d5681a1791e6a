import { z } from 'zod';
import { ACCOUNT_IMPORT_MAX_COLUMNS } from '../constants';
import { languageSchema } from './primitives';
import { idOrNewTextSchema } from './ids';
import { importAccountsMessageSchema } from './socket';
import type { AttendeeFields } from './attendees';

/**
 * The columns an account import fills (issue 9 §3): the fields of `attendeeFieldsSchema`, in the
 * order of the template and the mapping screen.
 */
export const ACCOUNT_IMPORT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'company',
  'jobTitle',
  'role',
  'lang',
  'groups',
  'active',
] as const satisfies readonly (keyof AttendeeFields)[];
/** One of the import's columns, by the account field it fills. */
export const accountImportFieldSchema = z.enum(ACCOUNT_IMPORT_FIELDS);
export type AccountImportField = z.infer<typeof accountImportFieldSchema>;

/** Fields every row must have a column for; the others fall back to their defaults. */
export const ACCOUNT_IMPORT_REQUIRED_FIELDS = ['firstName', 'lastName', 'email'] as const satisfies readonly AccountImportField[];

/** What to do with a row whose address already has an account in the event. */
export const accountImportExistingSchema = z.enum(['update', 'skip']);
export type AccountImportExisting = z.infer<typeof accountImportExistingSchema>;

const columnSchema = z
  .number({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .min(0, { error: 'validation.invalid' })
  .max(ACCOUNT_IMPORT_MAX_COLUMNS - 1, { error: 'validation.invalid' })
  .nullable()
  .default(null);

/** Which column (0-based) of the file fills each field; null leaves the field to its default. */
export const accountImportMappingSchema = z.object({
  firstName: columnSchema,
  lastName: columnSchema,
  email: columnSchema,
  company: columnSchema,
  jobTitle: columnSchema,
  role: columnSchema,
  lang: columnSchema,
  groups: columnSchema,
  active: columnSchema,
});
export type AccountImportMapping = z.infer<typeof accountImportMappingSchema>;

/** A multipart text field that carries JSON; text that is not JSON fails the schema after it. */
const jsonText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, schema);

/** The event an import goes into (path parameter). */
export const accountImportPathSchema = z.object({ eventId: idOrNewTextSchema });

/**
 * The text fields beside the uploaded `file` of a preview or an apply (multipart): the mapping as
 * JSON (the guessed one when absent) and the choice for existing addresses. Other parts, the file
 * among them, pass through to the route.
 */
export const accountImportFormSchema = z.looseObject({
  mapping: jsonText(accountImportMappingSchema).optional(),
  existing: accountImportExistingSchema.default('skip'),
});
export type AccountImportForm = z.infer<typeof accountImportFormSchema>;

/** One problem of a row: its line in the file (the header is line 1), the field and an i18n key. */
export const accountImportProblemSchema = z.object({
  line: z.number().int(),
  field: accountImportFieldSchema,
  /** `validation.*` (the shared field rules) or `import.*` (the import's own, e.g. `import.duplicate_in_file`). */
  reason: z.string(),
  /** For `import.duplicate_in_file`: the line that has the address first. */
  firstLine: z.number().int().optional(),
});
export type AccountImportProblem = z.infer<typeof accountImportProblemSchema>;

/** Whether a row creates an account, meets an existing one (update or skip), or cannot be imported. */
export const accountImportRowStatusSchema = z.enum(['new', 'existing', 'invalid']);
export type AccountImportRowStatus = z.infer<typeof accountImportRowStatusSchema>;

/** A row as mapped: the text of each field's column (empty when unmapped), for the preview table. */
export const accountImportPreviewRowSchema = z.object({
  line: z.number().int(),
  status: accountImportRowStatusSchema,
  cells: z.record(accountImportFieldSchema, z.string()),
});
export type AccountImportPreviewRow = z.infer<typeof accountImportPreviewRowSchema>;

/** Rows over the whole file: all, those that create an account, meet an existing one, or have a problem. */
export const accountImportCountsSchema = z.object({
  total: z.number().int(),
  new: z.number().int(),
  existing: z.number().int(),
  invalid: z.number().int(),
});
export type AccountImportCounts = z.infer<typeof accountImportCountsSchema>;

/** How the server read the file: CSV with its separator and encoding, or the first sheet of an XLSX. */
export const accountImportFileInfoSchema = z.object({
  name: z.string(),
  format: z.enum(['csv', 'xlsx']),
  delimiter: z.enum([',', ';', '\t']).nullable(),
  encoding: z.enum(['utf-8', 'utf-16le', 'windows-1252']).nullable(),
});
export type AccountImportFileInfo = z.infer<typeof accountImportFileInfoSchema>;

/**
 * POST /api/importAccountsPreview/{eventId}: the file's headers, the mapping used (the sent one,
 * else the guess) and the guess itself, the first rows as mapped, the first problems by line and
 * field, and counts over the whole file. `missingFields` are required fields without a column.
 */
export const accountImportPreviewSchema = z.object({
  file: accountImportFileInfoSchema,
  headers: z.array(z.string()),
  mapping: accountImportMappingSchema,
  guessedMapping: accountImportMappingSchema,
  missingFields: z.array(accountImportFieldSchema),
  rows: z.array(accountImportPreviewRowSchema),
  problems: z.array(accountImportProblemSchema),
  problemCount: z.number().int(),
  counts: accountImportCountsSchema,
});
export type AccountImportPreview = z.infer<typeof accountImportPreviewSchema>;

/** Where an import stands: running, or ended as SPEC §7's `importAccounts` statuses. */
export const ACCOUNT_IMPORT_STATUSES = ['running', 'success', 'error', 'trial'] as const;
export const accountImportStatusValueSchema = z.enum(ACCOUNT_IMPORT_STATUSES);
export type AccountImportStatusValue = z.infer<typeof accountImportStatusValueSchema>;

/** An import as the console sees it: running, or its result. Instants are ISO 8601 in UTC. */
export const accountImportSchema = z.object({
  id: z.string(),
  eventId: z.number().int(),
  status: accountImportStatusValueSchema,
  existing: accountImportExistingSchema,
  total: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  errorMessage: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type AccountImport = z.infer<typeof accountImportSchema>;

/** GET /api/importAccounts/{eventId}: the event's latest import, so a reload finds a running one again. */
export const latestAccountImportSchema = z.object({ latest: accountImportSchema.nullable() });
export type LatestAccountImport = z.infer<typeof latestAccountImportSchema>;

/** GET /api/importAccountsTemplate: the headers' language (the request's by default). */
export const accountImportTemplateQuerySchema = z.object({ lang: z.optional(languageSchema) });

/** GET /api/importAccountsFinished: the caller's imports that finished at or after `since` (the server's time). */
export const finishedAccountImportsQuerySchema = z.object({ since: z.iso.datetime({ offset: true }) });
export const finishedAccountImportsSchema = z.object({ imports: z.array(importAccountsMessageSchema) });
export type FinishedAccountImports = z.infer<typeof finishedAccountImportsSchema>;
