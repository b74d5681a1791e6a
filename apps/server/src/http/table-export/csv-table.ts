import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { stringify } from 'csv-stringify/sync';
import { csvOptions } from '../csv-file';
import { headerText, numberOf, textOf, wallClockOf, type CellValue, type TableColumn, type TableExport } from './columns';
import { csvDateText, csvNumberFormatter } from './number-formats';

type CsvCell = string | number;

/**
 * Rows written as one chunk: a chunk per row cost the answer's gzip stream a write to zlib each,
 * and made a 100,000-row export several times slower.
 */
const ROWS_PER_CHUNK = 500;

function csvCell(column: TableColumn, value: CellValue, lang: TableExport['lang'], timezoneOffset: number): CsvCell {
  switch (column.kind) {
    case 'text':
      return textOf(value);
    case 'dateTime':
    case 'date': {
      const wall = wallClockOf(value, column.kind, timezoneOffset);
      return wall === null ? '' : csvDateText(wall, column.kind === 'dateTime', lang);
    }
    default:
      return numberOf(value) ?? '';
  }
}

async function* csvChunks(table: TableExport): AsyncGenerator<string> {
  const { columns, rows, lang, timezoneOffset } = table;
  const formatters = columns.map((column) => csvNumberFormatter(column, lang));
  const options = { ...csvOptions(lang), cast: { number: (value: number, context: { column?: number | string }) => formatters[Number(context.column)]!(value) } };
  let lines: CsvCell[][] = [columns.map((column) => headerText(column, lang, timezoneOffset))];
  let first = true;
  for await (const row of rows) {
    lines.push(columns.map((column) => csvCell(column, row[column.key], lang, timezoneOffset)));
    if (lines.length < ROWS_PER_CHUNK) continue;
    yield stringify(lines, { ...options, bom: first });
    first = false;
    lines = [];
    // Chunks otherwise follow each other in microtasks while the socket takes them, and every
    // other request of this server would wait for the whole export.
    await nextTurn();
  }
  if (first || lines.length > 0) yield stringify(lines, { ...options, bom: first });
}

/**
 * The table as a CSV byte stream, written by the options of `csvFile`. Numbers reach the writer as
 * numbers and are written in the language by its cast, so that the formula guard, which looks at
 * text, leaves a negative number alone. Rows are pulled only as fast as the stream is read; an
 * error of the row source destroys the stream with it.
 */
export function csvTable(table: TableExport): Readable {
  return Readable.from(csvChunks(table), { objectMode: false });
}
