import { describe, expect, it } from 'vitest';
import { ACCOUNT_IMPORT_FIELDS, type AccountImportMapping } from '../schemas/account-import';
import { attendeeFieldsSchema } from '../schemas/attendees';
import {
  accountImportTemplate,
  checkAccountImport,
  comparableText,
  guessAccountImportMapping,
  readActive,
  readGroups,
  readLanguage,
  readRole,
  type AccountImportTable,
} from './account-import';

describe('the import columns', () => {
  it('are the fields of the one attendee field rule', () => {
    expect([...ACCOUNT_IMPORT_FIELDS].sort()).toEqual(Object.keys(attendeeFieldsSchema.shape).sort());
  });
});

describe('comparableText', () => {
  it.each([
    ['First name', 'firstname'],
    ['  E-Mail-Adresse ', 'emailadresse'],
    ['JOB_TITLE', 'jobtitle'],
    ['Straße', 'strasse'],
    ['Größe', 'grosse'],
  ])('%j -> %s', (text, expected) => {
    expect(comparableText(text)).toBe(expected);
  });
});

describe('guessAccountImportMapping', () => {
  it.each<[string, string[], Partial<AccountImportMapping>]>([
    [
      'English headers',
      ['First name', 'Last name', 'E-mail', 'Company', 'Job title', 'Role', 'Language', 'Groups', 'Active'],
      { firstName: 0, lastName: 1, email: 2, company: 3, jobTitle: 4, role: 5, lang: 6, groups: 7, active: 8 },
    ],
    [
      'German headers',
      ['Vorname', 'Nachname', 'E-Mail', 'Firma', 'Jobtitel', 'Rolle', 'Sprache', 'Gruppen', 'Aktiv'],
      { firstName: 0, lastName: 1, email: 2, company: 3, jobTitle: 4, role: 5, lang: 6, groups: 7, active: 8 },
    ],
    ['case, spaces and punctuation', [' EMAIL ', 'first_name', 'LAST-NAME'], { email: 0, firstName: 1, lastName: 2, company: null }],
    ['German alternatives', ['Unternehmen', 'Position', 'E-Mail-Adresse'], { company: 0, jobTitle: 1, email: 2 }],
    ['unknown headers stay unmapped', ['Notes', 'Vorname'], { firstName: 1, lastName: null, email: null }],
    ['a column fills one field: the first header wins', ['Email', 'Mail'], { email: 0 }],
  ])('%s', (_name, headers, expected) => {
    expect(guessAccountImportMapping(headers)).toMatchObject(expected);
  });

  it('maps every column of both templates', () => {
    for (const lang of ['en', 'de'] as const) {
      const mapping = guessAccountImportMapping(accountImportTemplate(lang).headers);
      expect(ACCOUNT_IMPORT_FIELDS.map((field) => mapping[field])).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    }
  });
});

describe('cell readers', () => {
  it.each([
    ['', 'attendee'],
    ['Speaker', 'speaker'],
    ['Sprecher', 'speaker'],
    ['Referentin', 'speaker'],
    ['TEILNEHMER', 'attendee'],
    ['Moderator', 'moderator'],
    ['Aussteller', 'exhibitor'],
    ['Chef', 'Chef'],
  ])('role %j -> %s', (cell, expected) => {
    expect(readRole(cell)).toBe(expected);
  });

  it.each([
    ['', 'de'],
    ['en', 'en'],
    ['Englisch', 'en'],
    ['English', 'en'],
    ['DE', 'de'],
    ['Deutsch', 'de'],
    ['Französisch', null],
  ])('language %j -> %s (event language de)', (cell, expected) => {
    expect(readLanguage(cell, 'de')).toBe(expected);
  });

  it.each([
    ['', true],
    ['yes', true],
    ['Ja', true],
    ['x', true],
    ['TRUE', true],
    ['1', true],
    ['nein', false],
    ['No', false],
    ['false', false],
    ['0', false],
    ['vielleicht', null],
  ])('active %j -> %s', (cell, expected) => {
    expect(readActive(cell)).toBe(expected);
  });

  it.each([
    ['', []],
    ['VIP', ['VIP']],
    ['Speakers; VIP', ['Speakers', 'VIP']],
    ['a, b;c ,, ;', ['a', 'b', 'c']],
  ])('groups %j -> %j', (cell, expected) => {
    expect(readGroups(cell)).toEqual(expected);
  });
});

const HEADERS = ['First name', 'Last name', 'E-mail', 'Role', 'Language', 'Groups', 'Active'];
const MAPPING = guessAccountImportMapping(HEADERS);
const table = (...rows: string[][]): AccountImportTable => ({ headers: HEADERS, rows: rows.map((cells, index) => ({ line: index + 2, cells })) });
const check = (t: AccountImportTable, existing: string[] = [], mapping = MAPPING) =>
  checkAccountImport(t, mapping, { defaultLanguage: 'de', existingEmails: new Set(existing) });

describe('checkAccountImport', () => {
  it('turns valid rows into account fields, with defaults and the address lower-cased', () => {
    const result = check(table(['Ada', 'Lovelace', ' Ada@Example.com ', 'Sprecher', '', 'VIP; Speakers', '']));
    expect(result.problems).toEqual([]);
    expect(result.rows[0]!.fields).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      company: '',
      jobTitle: '',
      role: 'speaker',
      lang: 'de',
      groups: ['VIP', 'Speakers'],
      active: true,
    });
    expect(result.counts).toEqual({ total: 1, new: 1, existing: 0, invalid: 0 });
  });

  it.each<[string, string[], { field: string; reason: string }[]]>([
    ['invalid e-mail', ['Ada', 'Lovelace', 'ada@', '', '', '', ''], [{ field: 'email', reason: 'validation.invalid_email' }]],
    ['missing first name', ['', 'Lovelace', 'ada@example.com', '', '', '', ''], [{ field: 'firstName', reason: 'validation.required' }]],
    ['too long a name', ['A'.repeat(66), 'Lovelace', 'ada@example.com', '', '', '', ''], [{ field: 'firstName', reason: 'validation.max_65' }]],
    ['unknown role', ['Ada', 'Lovelace', 'ada@example.com', 'Chef', '', '', ''], [{ field: 'role', reason: 'validation.invalid_role' }]],
    ['unknown language', ['Ada', 'Lovelace', 'ada@example.com', '', 'fr', '', ''], [{ field: 'lang', reason: 'import.invalid_language' }]],
    ['unreadable active', ['Ada', 'Lovelace', 'ada@example.com', '', '', '', 'maybe'], [{ field: 'active', reason: 'import.invalid_active' }]],
    ['too long a group', ['Ada', 'Lovelace', 'ada@example.com', '', '', 'G'.repeat(51), ''], [{ field: 'groups', reason: 'validation.max_50' }]],
    [
      'too many groups',
      ['Ada', 'Lovelace', 'ada@example.com', '', '', Array.from({ length: 21 }, (_, i) => `g${i}`).join(';'), ''],
      [{ field: 'groups', reason: 'validation.too_many_groups' }],
    ],
    ['a control character', ['Ada\u0007', 'Lovelace', 'ada@example.com', '', '', '', ''], [{ field: 'firstName', reason: 'validation.control_characters' }]],
    [
      'several fields, one problem each, in field order',
      ['', '', 'nope', 'Chef', '', '', ''],
      [
        { field: 'firstName', reason: 'validation.required' },
        { field: 'lastName', reason: 'validation.required' },
        { field: 'email', reason: 'validation.invalid_email' },
        { field: 'role', reason: 'validation.invalid_role' },
      ],
    ],
  ])('reports %s with its line and field', (_name, cells, expected) => {
    const result = check(table(['Grace', 'Hopper', 'grace@example.com', '', '', '', ''], cells));
    expect(result.problems).toEqual(expected.map((problem) => ({ line: 3, ...problem })));
    expect(result.rows[1]).toMatchObject({ line: 3, status: 'invalid', fields: null });
    expect(result.counts).toEqual({ total: 2, new: 1, existing: 0, invalid: 1 });
  });

  it('reports an address repeated within the file on the later lines, naming the first', () => {
    const result = check(
      table(
        ['Ada', 'Lovelace', 'ada@example.com', '', '', '', ''],
        ['Grace', 'Hopper', 'grace@example.com', '', '', '', ''],
        ['Ada', 'King', 'ADA@example.com', '', '', '', ''],
        ['Ada', 'Byron', 'ada@example.com ', '', '', '', ''],
      ),
    );
    expect(result.problems).toEqual([
      { line: 4, field: 'email', reason: 'import.duplicate_in_file', firstLine: 2 },
      { line: 5, field: 'email', reason: 'import.duplicate_in_file', firstLine: 2 },
    ]);
    expect(result.counts).toEqual({ total: 4, new: 2, existing: 0, invalid: 2 });
  });

  it('counts addresses the event already has as existing', () => {
    const result = check(
      table(['Ada', 'Lovelace', 'Ada@Example.com', '', '', '', ''], ['Grace', 'Hopper', 'grace@example.com', '', '', '', '']),
      ['ada@example.com'],
    );
    expect(result.rows.map((row) => row.status)).toEqual(['existing', 'new']);
    expect(result.counts).toEqual({ total: 2, new: 1, existing: 1, invalid: 0 });
  });

  it('reports a required field without a column once, not on every line', () => {
    const result = check(table(['Ada', 'Lovelace', 'ada@example.com', '', '', '', '']), [], { ...MAPPING, email: null, lastName: null });
    expect(result.missingFields).toEqual(['lastName', 'email']);
    expect(result.problems).toEqual([]);
    expect(result.rows[0]!.status).toBe('invalid');
  });

  it('leaves optional fields without a column at their defaults', () => {
    const mapping = { ...MAPPING, role: null, lang: null, groups: null, active: null };
    const result = check(table(['Ada', 'Lovelace', 'ada@example.com', 'Chef', 'fr', 'x', 'maybe']), [], mapping);
    expect(result.problems).toEqual([]);
    expect(result.rows[0]!.fields).toMatchObject({ role: 'attendee', lang: 'de', groups: [], active: true });
    expect(result.rows[0]!.cells).toMatchObject({ role: '', lang: '' });
  });

  it('reads short rows as blank cells and keeps the lines it was given', () => {
    const result = checkAccountImport(
      { headers: HEADERS, rows: [{ line: 7, cells: ['Ada', 'Lovelace'] }] },
      MAPPING,
      { defaultLanguage: 'en', existingEmails: new Set() },
    );
    expect(result.problems).toEqual([{ line: 7, field: 'email', reason: 'validation.required' }]);
  });
});
