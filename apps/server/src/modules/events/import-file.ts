import {
  EVENT_IMPORT_MAX_BYTES,
  eventExportFileSchema,
  eventSetupFieldsSchema,
  refusingControlCharacters,
  validateEventSetup,
  type EventExportFile,
} from '@aula/shared';
import type { z } from 'zod';
import type { MessageKey } from '../../i18n/messages';
import type { UploadedFile } from './uploads';

/** The file's text may not hold control characters anywhere, as no request's text may. */
const importFileSchema = refusingControlCharacters(eventExportFileSchema);

/** One thing wrong with an import file: where (`event.startDate`, `file`) and an i18n key saying what. */
export type ImportProblem = { path: string; reason: string };

export type ImportCheck =
  | { ok: true; file: EventExportFile }
  | { ok: false; messageKey: MessageKey; params?: Record<string, number>; problems: ImportProblem[] };

/** Browsers label .json files in several ways; anything else named .json is not what it claims. */
const JSON_MIME_TYPES = new Set(['application/json', 'text/json', 'text/plain', 'application/octet-stream', '']);

const fileProblem = (messageKey: MessageKey, reason: string, params?: Record<string, number>): ImportCheck => ({
  ok: false,
  messageKey,
  params,
  problems: [{ path: 'file', reason }],
});

function valueAt(root: unknown, path: PropertyKey[]): unknown {
  let current = root;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** A schema issue as a problem: the schema's own i18n key where it has one, else what kind of wrong. */
function problemOf(issue: z.core.$ZodIssue, root: unknown): ImportProblem {
  const path = issue.path.map(String).join('.') || 'file';
  if (issue.message.startsWith('validation.')) return { path, reason: issue.message };
  if (path === 'format') return { path, reason: 'import.unknown_format' };
  if (path === 'version') return { path, reason: 'import.unsupported_version' };
  return { path, reason: valueAt(root, issue.path) === undefined ? 'validation.required' : 'validation.invalid' };
}

/**
 * Reads an uploaded export file: a JSON file of at most 2 MB in the current format whose event
 * passes the setup rules of a new event. Every problem is listed, not just the first.
 */
export function checkImportFile(upload: UploadedFile | null, rules: { isAdmin: boolean; nowMs: number }): ImportCheck {
  if (!upload) return fileProblem('import_no_file', 'import.no_file');
  const isJson = upload.filename.toLowerCase().endsWith('.json') && JSON_MIME_TYPES.has(upload.mimetype.toLowerCase());
  if (!isJson) return fileProblem('import_not_json', 'import.not_json');
  if (upload.truncated || upload.content.length > EVENT_IMPORT_MAX_BYTES) {
    return fileProblem('import_too_large', 'import.too_large', { megabytes: EVENT_IMPORT_MAX_BYTES / 1024 / 1024 });
  }
  let raw: unknown;
  try {
    raw = JSON.parse(upload.content.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    return fileProblem('import_invalid_json', 'import.invalid_json');
  }

  const parsed = importFileSchema.safeParse(raw);
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => problemOf(issue, raw));
  const event = eventSetupFieldsSchema.safeParse(valueAt(raw, ['event']));
  if (event.success) {
    const ruleErrors = validateEventSetup(event.data, { ...rules, saved: null });
    for (const [field, reason] of Object.entries(ruleErrors)) if (reason) problems.push({ path: `event.${field}`, reason });
  }
  if (parsed.success && problems.length === 0) return { ok: true, file: parsed.data };
  return { ok: false, messageKey: 'import_invalid', params: { count: problems.length }, problems };
}
