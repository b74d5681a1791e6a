import type { Language } from '../schemas/primitives';
import { attendeeFieldsSchema, type AttendeeFields, type AttendeeRole } from '../schemas/attendees';
import {
  ACCOUNT_IMPORT_FIELDS,
  ACCOUNT_IMPORT_REQUIRED_FIELDS,
  type AccountImportCounts,
  type AccountImportField,
  type AccountImportMapping,
  type AccountImportProblem,
  type AccountImportRowStatus,
} from '../schemas/account-import';
import { hasControlCharacters } from './control-characters';

/**
 * A header or a value as it is compared: lower case, accents and umlauts reduced to their letter,
 * ß as ss, everything but letters and digits dropped ("E-Mail-Adresse" -> "emailadresse").
 */
export function comparableText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** Headers that name each field, in English and German, as `comparableText` makes them. */
const HEADER_NAMES: Record<AccountImportField, readonly string[]> = {
  firstName: ['firstname', 'first', 'givenname', 'forename', 'vorname', 'rufname'],
  lastName: ['lastname', 'last', 'surname', 'familyname', 'nachname', 'familienname', 'zuname'],
  email: ['email', 'emailaddress', 'mail', 'mailaddress', 'emailadresse', 'mailadresse'],
  company: ['company', 'companyname', 'organisation', 'organization', 'firma', 'firmenname', 'unternehmen', 'institution'],
  jobTitle: ['jobtitle', 'job', 'position', 'function', 'jobtitel', 'berufsbezeichnung', 'funktion', 'stellenbezeichnung'],
  role: ['role', 'type', 'rolle', 'typ'],
  lang: ['language', 'lang', 'locale', 'sprache'],
  groups: ['groups', 'group', 'tags', 'gruppen', 'gruppe'],
  active: ['active', 'enabled', 'aktiv'],
};

/**
 * The mapping guessed from a file's header row: each field takes the first column whose header
 * names it, in English or German, ignoring case, spaces and punctuation; a column fills one field.
 */
export function guessAccountImportMapping(headers: readonly string[]): AccountImportMapping {
  const keys = headers.map(comparableText);
  const taken = new Set<number>();
  const mapping = {} as AccountImportMapping;
  for (const field of ACCOUNT_IMPORT_FIELDS) {
    const column = keys.findIndex((key, index) => !taken.has(index) && HEADER_NAMES[field].includes(key));
    mapping[field] = column < 0 ? null : column;
    if (column >= 0) taken.add(column);
  }
  return mapping;
}

/** The template's header row and one example row, with headers and values in the given language. */
export function accountImportTemplate(lang: Language): { headers: string[]; example: string[] } {
  return lang === 'de'
    ? {
        headers: ['Vorname', 'Nachname', 'E-Mail', 'Unternehmen', 'Position', 'Rolle', 'Sprache', 'Gruppen', 'Aktiv'],
        example: ['Erika', 'Mustermann', 'erika.mustermann@example.com', 'Beispiel GmbH', 'Projektleiterin', 'Speaker', 'Deutsch', 'Speaker; VIP', 'ja'],
      }
    : {
        headers: ['First name', 'Last name', 'E-mail', 'Company', 'Job title', 'Role', 'Language', 'Groups', 'Active'],
        example: ['Ada', 'Lovelace', 'ada.lovelace@example.com', 'Analytical Engines Ltd', 'Mathematician', 'speaker', 'English', 'Speakers; VIP', 'yes'],
      };
}

const ROLE_NAMES: Record<AttendeeRole, readonly string[]> = {
  attendee: ['attendee', 'participant', 'teilnehmer', 'teilnehmerin', 'teilnehmende'],
  speaker: ['speaker', 'sprecher', 'sprecherin', 'referent', 'referentin', 'redner', 'rednerin'],
  moderator: ['moderator', 'moderatorin'],
  exhibitor: ['exhibitor', 'aussteller', 'ausstellerin'],
};
const LANGUAGE_NAMES: Record<Language, readonly string[]> = {
  en: ['en', 'eng', 'english', 'englisch'],
  de: ['de', 'deu', 'ger', 'german', 'deutsch'],
};
const ACTIVE_WORDS = ['yes', 'y', 'true', '1', 'x', 'ja', 'j', 'wahr', 'active', 'aktiv'];
const INACTIVE_WORDS = ['no', 'n', 'false', '0', 'nein', 'falsch', 'inactive', 'inaktiv'];

function lookUp<K extends string>(names: Record<K, readonly string[]>, cell: string): K | undefined {
  const key = comparableText(cell);
  return (Object.keys(names) as K[]).find((name) => names[name].includes(key));
}

/** A role cell in English or German; empty is an attendee, anything unknown stays as written (and fails). */
export const readRole = (cell: string): string => (cell === '' ? 'attendee' : (lookUp(ROLE_NAMES, cell) ?? cell));

/** A language cell (de, Deutsch, German, en, Englisch …); empty takes the event's language, unknown is null. */
export const readLanguage = (cell: string, fallback: Language): Language | null => (cell === '' ? fallback : (lookUp(LANGUAGE_NAMES, cell) ?? null));

/** An active cell (yes/no, ja/nein, true/false, 1/0, x); empty means active, anything else is null. */
export function readActive(cell: string): boolean | null {
  if (cell === '') return true;
  const key = comparableText(cell);
  if (ACTIVE_WORDS.includes(key)) return true;
  return INACTIVE_WORDS.includes(key) ? false : null;
}

/** A groups cell: tags separated by semicolons or commas, blanks dropped. */
export const readGroups = (cell: string): string[] =>
  cell
    .split(/[;,]/)
    .map((group) => group.trim())
    .filter((group) => group !== '');

/** A file as read: its header row and its data rows, each with the line it starts on (the header is line 1). */
export type AccountImportTable = { headers: string[]; rows: { line: number; cells: string[] }[] };

/** A data row after checking: its mapped cells, the account fields when valid, and what applying does with it. */
export type CheckedAccountImportRow = {
  line: number;
  cells: Record<AccountImportField, string>;
  fields: AttendeeFields | null;
  status: AccountImportRowStatus;
};

/** What checking a file found: every row, every problem, the fields without a column, and counts. */
export type AccountImportCheck = {
  rows: CheckedAccountImportRow[];
  /** Every problem, by line and then in field order; at most one per field and row. */
  problems: AccountImportProblem[];
  /** Required fields the mapping gives no column (reported once, not on every line). */
  missingFields: AccountImportField[];
  counts: AccountImportCounts;
};

/** What the check needs besides the file: the event's language and its existing addresses. */
export type AccountImportCheckOptions = {
  /** The language of rows without one: the event's. */
  defaultLanguage: Language;
  /** The lower-cased addresses that already have an account in the event. */
  existingEmails: ReadonlySet<string>;
};

/** The key under which an address is unique in an event: trimmed and lower-cased, as stored. */
export const emailKey = (email: string): string => email.trim().toLowerCase();

function mappedCells(cells: readonly string[], mapping: AccountImportMapping): Record<AccountImportField, string> {
  const mapped = {} as Record<AccountImportField, string>;
  for (const field of ACCOUNT_IMPORT_FIELDS) {
    const column = mapping[field];
    mapped[field] = column === null ? '' : (cells[column] ?? '').trim();
  }
  return mapped;
}

/** The row's values as the field rules take them, and the problems found reading cells on the way. */
function rowInput(cells: Record<AccountImportField, string>, defaultLanguage: Language) {
  const problems = new Map<AccountImportField, string>();
  for (const field of ACCOUNT_IMPORT_FIELDS) {
    if (hasControlCharacters(cells[field])) problems.set(field, 'validation.control_characters');
  }
  const lang = readLanguage(cells.lang, defaultLanguage);
  if (lang === null) problems.set('lang', 'import.invalid_language');
  const active = readActive(cells.active);
  if (active === null) problems.set('active', 'import.invalid_active');
  const input = {
    firstName: cells.firstName,
    lastName: cells.lastName,
    email: cells.email,
    company: cells.company,
    jobTitle: cells.jobTitle,
    role: readRole(cells.role),
    lang: lang ?? defaultLanguage,
    groups: readGroups(cells.groups),
    active: active ?? true,
  };
  return { input, problems };
}

/**
 * Checks every data row of an import against the one field rule (`attendeeFieldsSchema`) under a
 * mapping: each problem with its line and field, addresses repeated within the file (the later
 * rows), and whether a valid row creates an account or meets an existing one. Pure: the caller
 * reads the file and the event's addresses.
 */
export function checkAccountImport(table: AccountImportTable, mapping: AccountImportMapping, options: AccountImportCheckOptions): AccountImportCheck {
  const missingFields = ACCOUNT_IMPORT_REQUIRED_FIELDS.filter((field) => mapping[field] === null);
  const missing = new Set<AccountImportField>(missingFields);
  const firstLineOf = new Map<string, number>();
  const rows: CheckedAccountImportRow[] = [];
  const problems: AccountImportProblem[] = [];
  const counts: AccountImportCounts = { total: table.rows.length, new: 0, existing: 0, invalid: 0 };

  for (const { line, cells: rawCells } of table.rows) {
    const cells = mappedCells(rawCells, mapping);
    const { input, problems: found } = rowInput(cells, options.defaultLanguage);
    const parsed = attendeeFieldsSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as AccountImportField;
        if (!found.has(field)) found.set(field, issue.message.startsWith('validation.') ? issue.message : 'validation.invalid');
      }
    }
    // An address without a problem of its own is valid: the first row that has it keeps it.
    let duplicateOf: number | undefined;
    if (!found.has('email')) {
      const key = emailKey(input.email);
      duplicateOf = firstLineOf.get(key);
      if (duplicateOf === undefined) firstLineOf.set(key, line);
      else found.set('email', 'import.duplicate_in_file');
    }
    for (const field of missing) found.delete(field);

    const rowProblems = ACCOUNT_IMPORT_FIELDS.filter((field) => found.has(field)).map(
      (field): AccountImportProblem => ({
        line,
        field,
        reason: found.get(field)!,
        ...(found.get(field) === 'import.duplicate_in_file' && { firstLine: duplicateOf }),
      }),
    );
    problems.push(...rowProblems);

    const valid = rowProblems.length === 0 && missing.size === 0 && parsed.success;
    const fields = valid ? { ...parsed.data, email: emailKey(parsed.data.email) } : null;
    const status: AccountImportRowStatus = !fields ? 'invalid' : options.existingEmails.has(fields.email) ? 'existing' : 'new';
    counts[status] += 1;
    rows.push({ line, cells, fields, status });
  }
  return { rows, problems, missingFields, counts };
}
