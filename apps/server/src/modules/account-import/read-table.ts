import { ACCOUNT_IMPORT_MAX_BYTES, ACCOUNT_IMPORT_MAX_COLUMNS, ACCOUNT_IMPORT_MAX_ROWS, type AccountImportFileInfo, type AccountImportTable } from '@aula/shared';
import { DomainError } from '../../http/domain-error';
import type { MessageKey } from '../../i18n/messages';
import type { AccountFile } from './uploads';
import { storedZipOf } from './stored-zip';
import { unpackXlsxParts } from './zip-guard';

/** What the XML inside an XLSX may unpack to: far more than 10,000 rows of nine columns need. */
const XLSX_UNPACKED_BUDGET_BYTES = 64 * 1024 * 1024;

/** A file the import cannot read: 400 with a translated message, and `fields.file` naming the reason. */
export function fileProblem(messageKey: MessageKey, params?: Record<string, string | number>): DomainError {
  return new DomainError(400, 'validation_failed', messageKey, { file: `import.${messageKey.replace(/^account_import_/, '')}` }, params);
}

type ReadTable = { table: AccountImportTable; info: Omit<AccountImportFileInfo, 'name'> };
type Delimiter = NonNullable<AccountImportFileInfo['delimiter']>;

const startsWith = (content: Buffer, bytes: number[]) => bytes.every((byte, index) => content[index] === byte);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const UTF8_BOM = [0xef, 0xbb, 0xbf];
const UTF16LE_BOM = [0xff, 0xfe];
/** Formats people pick by mistake (PDF, images, old .xls, archives); text files never start so. */
const NOT_TEXT = [[0x25, 0x50, 0x44, 0x46], [0x89, 0x50, 0x4e, 0x47], [0xff, 0xd8, 0xff], [0x47, 0x49, 0x46, 0x38], [0xd0, 0xcf, 0x11, 0xe0], [0x1f, 0x8b]];

/**
 * The text of a CSV file: UTF-8 with or without its byte-order mark, UTF-16 with one (Excel's
 * "Unicode text"), else Windows-1252, which German Excel writes: bytes that are not valid UTF-8
 * mean the file is not UTF-8. A NUL byte means it is no text file at all.
 */
function decodeText(content: Buffer): { text: string; encoding: NonNullable<AccountImportFileInfo['encoding']> } | null {
  if (startsWith(content, UTF16LE_BOM)) return { text: new TextDecoder('utf-16le').decode(content.subarray(2)), encoding: 'utf-16le' };
  if (NOT_TEXT.some((magic) => startsWith(content, magic)) || content.includes(0)) return null;
  const body = startsWith(content, UTF8_BOM) ? content.subarray(3) : content;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(content), encoding: 'windows-1252' };
  }
}

/** The separator the header line uses most, outside quotes: tab, then semicolon, then comma on a tie. */
function detectDelimiter(firstLine: string): Delimiter {
  const counts: Record<Delimiter, number> = { '\t': 0, ';': 0, ',': 0 };
  let quoted = false;
  for (const char of firstLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char in counts) counts[char as Delimiter] += 1;
  }
  const best = (['\t', ';', ','] as const).reduce((a, b) => (counts[b] > counts[a] ? b : a));
  return counts[best] > 0 ? best : ',';
}

/** Records with the line each starts on: every line of the text is one record or inside a quoted cell. */
async function csvRecords(text: string, delimiter: Delimiter): Promise<{ line: number; cells: string[] }[]> {
  // The parsers load with the first import, not with the server: together they take about 0.3 s to load.
  const { parse } = await import('csv-parse/sync');
  let records: string[][];
  try {
    records = parse(text, { delimiter, record_delimiter: '\n', relax_column_count: true, relax_quotes: true, skip_empty_lines: false });
  } catch (error) {
    throw fileProblem('account_import_unreadable_csv', { line: (error as { lines?: number }).lines ?? 1 });
  }
  let line = 1;
  return records.map((cells) => {
    const record = { line, cells };
    line += 1 + cells.reduce((breaks, cell) => breaks + (cell.match(/\n/g)?.length ?? 0), 0);
    return record;
  });
}

async function readCsv(content: Buffer): Promise<ReadTable> {
  const decoded = decodeText(content);
  if (!decoded) throw fileProblem('account_import_wrong_type');
  const text = decoded.text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const delimiter = detectDelimiter(text.split('\n', 1)[0] ?? '');
  return { table: tableOf(await csvRecords(text, delimiter)), info: { format: 'csv', delimiter, encoding: decoded.encoding } };
}

/** A spreadsheet cell as text: numbers as written, true/false, dates as YYYY-MM-DD. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  return String(value);
}

async function readXlsx(content: Buffer): Promise<ReadTable> {
  const unpacked = await unpackXlsxParts(content, XLSX_UNPACKED_BUDGET_BYTES);
  if (unpacked.status === 'too_large') throw fileProblem('account_import_too_large_unpacked');
  if (unpacked.status === 'invalid') throw fileProblem('account_import_unreadable_xlsx');
  const { readSheet } = await import('read-excel-file/node');
  let sheet: unknown[][];
  try {
    // The reader gets only the parts unpacked under the budget, stored: it has nothing left to inflate.
    sheet = await readSheet(storedZipOf(unpacked.parts));
  } catch {
    throw fileProblem('account_import_unreadable_xlsx');
  }
  const records = sheet.map((row, index) => ({ line: index + 1, cells: row.map(cellText) }));
  return { table: tableOf(records), info: { format: 'xlsx', delimiter: null, encoding: null } };
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** The first non-blank record names the columns; blank records below it are left out, their lines kept. */
function tableOf(records: { line: number; cells: string[] }[]): AccountImportTable {
  const rows = records.filter((record) => !isBlank(record.cells));
  const [header, ...data] = rows;
  if (!header) throw fileProblem('account_import_empty');
  const headers = header.cells.map((cell) => cell.trim());
  while (headers.length > 0 && headers.at(-1) === '') headers.pop();
  if (headers.length > ACCOUNT_IMPORT_MAX_COLUMNS) throw fileProblem('account_import_too_many_columns', { max: ACCOUNT_IMPORT_MAX_COLUMNS });
  if (data.length === 0) throw fileProblem('account_import_no_rows');
  if (data.length > ACCOUNT_IMPORT_MAX_ROWS) throw fileProblem('account_import_too_many_rows');
  return { headers, rows: data };
}

/**
 * Reads an uploaded account file into its header and data rows. The content decides the format
 * (a ZIP is an XLSX, its first sheet is read; anything else must be text, read as CSV with the
 * separator of its header line), never the name. Every failure is a 400 with a message.
 */
export async function readAccountFile(file: AccountFile | null): Promise<ReadTable> {
  if (!file) throw fileProblem('account_import_no_file');
  if (file.truncated || file.content.length > ACCOUNT_IMPORT_MAX_BYTES) {
    throw fileProblem('account_import_too_large', { megabytes: ACCOUNT_IMPORT_MAX_BYTES / 1024 / 1024 });
  }
  if (file.content.length === 0) throw fileProblem('account_import_empty');
  return startsWith(file.content, ZIP) ? readXlsx(file.content) : readCsv(file.content);
}
