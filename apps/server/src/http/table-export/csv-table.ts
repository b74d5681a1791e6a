import { Readable, pipeline, type Transform } from 'node:stream';
import { stringify } from 'csv-stringify';
import { csvOptions } from '../csv-file';
import { headerText, numberOf, textOf, wallClockOf, type CellValue, type TableColumn, type TableExport } from './columns';
import { csvDateText, csvNumberFormatter } from './number-formats';

type CsvCell = string | number;

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

async function* csvRecords({ columns, rows, lang, timezoneOffset }: TableExport): AsyncGenerator<CsvCell[]> {
  yield columns.map((column) => headerText(column, lang, timezoneOffset));
  for await (const row of rows) yield columns.map((column) => csvCell(column, row[column.key], lang, timezoneOffset));
}

/**
 * The table as a CSV byte stream (the options of `csvFile`). Numbers travel to the writer as
 * numbers and are written in the language here, so that the formula guard, which looks at text,
 * leaves a negative number alone. Rows are pulled only as fast as the stream is read.
 */
export function csvTable(table: TableExport): Transform {
  const formatters = table.columns.map((column) => csvNumberFormatter(column, table.lang));
  const writer = stringify({
    ...csvOptions(table.lang),
    cast: { number: (value, context) => formatters[Number(context.column)]!(value) },
  });
  // A failing row source destroys the writer with its error; whoever reads the writer sees it.
  pipeline(Readable.from(csvRecords(table)), writer, () => undefined);
  return writer;
}
