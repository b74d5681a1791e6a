import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from '../content-disposition';
import type { TableExport } from './columns';
import { csvTable } from './csv-table';
import { xlsxTable } from './xlsx-table';

export type TableFormat = 'csv' | 'xlsx';

const TABLE_CONTENT_TYPES: Record<TableFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * A table as a file to download, streamed: memory stays flat however many rows there are, and
 * the rows are read only as fast as the client takes the file (docs/rules/analytics.md#exports).
 */
export function streamTable(table: TableExport & { format: TableFormat }): Readable {
  return table.format === 'csv' ? csvTable(table) : xlsxTable(table);
}

/**
 * Sends a table as the answer, named `filename` plus the format's ending. A row source that fails
 * after the first bytes left aborts the connection (Fastify destroys it when the stream errors),
 * so the client sees a failed download rather than a file that looks complete.
 */
export function sendTable(reply: FastifyReply, filename: string, table: TableExport & { format: TableFormat }): FastifyReply {
  return reply
    .header('content-disposition', attachmentDisposition(`${filename}.${table.format}`))
    .header('cache-control', 'no-store')
    .type(TABLE_CONTENT_TYPES[table.format])
    .send(streamTable(table));
}
