import type { AccountImportMapping } from '@aula/shared';
import type { TestApp } from '../../test/test-app';
import { eventsClient, type FilePart } from '../events/events-test-support';

export { EVENTS_TEST_ENV as ACCOUNT_IMPORT_TEST_ENV } from '../events/events-test-support';

export const ENGLISH_HEADERS = ['First name', 'Last name', 'E-mail', 'Company', 'Job title', 'Role', 'Language', 'Groups', 'Active'];

/** A CSV text of rows, joined with the separator and CRLF line ends as Excel writes them. */
export const csvText = (rows: string[][], separator = ',') => rows.map((row) => row.join(separator)).join('\r\n') + '\r\n';

/** A CSV upload from rows (or text, or bytes). */
export const csvFile = (content: string[][] | string | Buffer, filename = 'accounts.csv'): FilePart => ({
  filename,
  content: Array.isArray(content) ? csvText(content) : content,
  type: 'text/csv',
});

/** `count` valid rows of people numbered from `from`, in the English template's columns. */
export function peopleRows(count: number, from = 1, overrides: Partial<Record<'role' | 'lang' | 'groups' | 'active' | 'company', string>> = {}): string[][] {
  return Array.from({ length: count }, (_, index) => {
    const n = from + index;
    return [
      `First${n}`,
      `Last${n}`,
      `person${n}@example.com`,
      overrides.company ?? 'Harbour Ltd',
      'Engineer',
      overrides.role ?? 'attendee',
      overrides.lang ?? 'en',
      overrides.groups ?? 'Crew',
      overrides.active ?? 'yes',
    ];
  });
}

/** The account import's calls as a signed-in client makes them. */
export function importClient(t: TestApp, token: string) {
  const events = eventsClient(t, token);
  const form = (file: FilePart | null, options: { mapping?: Partial<AccountImportMapping>; existing?: 'update' | 'skip' }) => ({
    ...(file && { file }),
    ...(options.mapping && { mapping: JSON.stringify(options.mapping) }),
    ...(options.existing && { existing: options.existing }),
  });
  return {
    ...events,
    preview: (eventId: number, file: FilePart | null, options: { mapping?: Partial<AccountImportMapping>; existing?: 'update' | 'skip' } = {}, headers: Record<string, string> = {}) =>
      events.postMultipart(`/importAccountsPreview/${eventId}`, form(file, options), headers),
    apply: (eventId: number, file: FilePart | null, options: { mapping?: Partial<AccountImportMapping>; existing?: 'update' | 'skip' } = {}, headers: Record<string, string> = {}) =>
      events.postMultipart(`/importAccounts/${eventId}`, form(file, options), headers),
    latest: (eventId: number) => events.get(`/importAccounts/${eventId}`),
  };
}

export type ImportClient = ReturnType<typeof importClient>;
