import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from '../../plugins/compression';
import type { TableRow } from './columns';
import { sendTable, streamTable, type TableFormat } from './stream-table';
import { COLUMNS, OFFSET, ROW, readCsv, readXlsx } from './table-export-test-support';

/** The row source's state as the test watches it: rows handed over, and whether it was closed (its cursor released). */
type SourceState = { rows: number; closed: boolean };

async function* manyRows(count: number, failAfter = Number.POSITIVE_INFINITY, state: SourceState = { rows: 0, closed: false }): AsyncGenerator<TableRow> {
  try {
    for (let index = 0; index < count; index++) {
      if (index === failAfter) throw new Error('The rows could not be read');
      state.rows += 1;
      yield { ...ROW, visits: index };
    }
  } finally {
    state.closed = true;
  }
}

describe('sending a table export', () => {
  let app: FastifyInstance;
  let base: string;
  let lastSource: SourceState;

  beforeAll(async () => {
    app = Fastify();
    app.addHook('onRequest', async () => {
      lastSource = { rows: 0, closed: false };
    });
    // As in the app: answers are compressed, so a failure must also get through the compression.
    await registerCompression(app);
    app.get<{ Params: { format: TableFormat }; Querystring: { failAfter?: string; rows?: string } }>('/export/:format', (request, reply) =>
      sendTable(reply, 'Übersicht (Tag 1)', {
        format: request.params.format,
        lang: 'de',
        columns: COLUMNS,
        rows: manyRows(Number(request.query.rows ?? 3_000), request.query.failAfter ? Number(request.query.failAfter) : undefined, lastSource),
        timezoneOffset: OFFSET,
      }),
    );
    await app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());

  it('sends a CSV with its type and a file name every browser can take', async () => {
    const res = await fetch(`${base}/export/csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="Ubersicht-Tag-1-.csv"; filename*=UTF-8\'\'%C3%9Cbersicht%20%28Tag%201%29.csv',
    );
    const lines = readCsv(Buffer.from(await res.arrayBuffer()), 'de');
    expect(lines).toHaveLength(3_001);
    expect(lines[3_000]![2]).toBe('2999');
  });

  it('sends an XLSX with its type', async () => {
    const res = await fetch(`${base}/export/xlsx`);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="Ubersicht-Tag-1-\.xlsx"; filename\*=UTF-8''/);
    const sheet = await readXlsx(Buffer.from(await res.arrayBuffer()));
    expect(sheet).toHaveLength(3_001);
    expect(sheet[3_000]![2]).toBe(2_999);
  });

  it.each(['csv', 'xlsx'] as const)('ends a %s download with an error when the rows fail midway, never as a complete file', async (format) => {
    const res = await fetch(`${base}/export/${format}?failAfter=2500`);
    expect(res.status).toBe(200);
    await expect(res.arrayBuffer()).rejects.toThrow();
  });

  it.each(['csv', 'xlsx'] as const)('stops reading rows and closes their source when the client leaves a %s download', async (format) => {
    // A client that closes its connection after the first bytes, as a browser does when the download is cancelled.
    await new Promise<void>((resolve) => {
      const request = http.get(`${base}/export/${format}?rows=1000000`, (res) => {
        res.once('data', () => {
          request.destroy();
          resolve();
        });
      });
    });
    await expect.poll(() => lastSource.closed).toBe(true);
    expect(lastSource.rows).toBeLessThan(1_000_000);
  });

  it.each(['csv', 'xlsx'] as const)('leaves the server free for other work while a %s export is written', async (format) => {
    const source = { rows: 0, closed: false };
    const stream = streamTable({ format, lang: 'en', columns: COLUMNS, rows: manyRows(1_000_000, undefined, source), timezoneOffset: 0 });
    // A reader that takes every chunk at once, as a socket with room does.
    stream.pipe(new Writable({ write: (_chunk, _encoding, taken) => taken() }));
    await nextTurn();
    expect(source.rows).toBeGreaterThan(0);
    expect(source.rows).toBeLessThan(1_000_000);
    stream.destroy();
  });

  it.each(['csv', 'xlsx'] as const)('pulls rows into a %s only as fast as it is read', async (format) => {
    const pulled = { rows: 0, closed: false };
    const stream = streamTable({ format, lang: 'en', columns: COLUMNS, rows: manyRows(1_000_000, undefined, pulled), timezoneOffset: 0 });
    const full = () => stream.readableLength >= stream.readableHighWaterMark;
    stream.pause();
    stream.read(0);
    await expect.poll(full).toBe(true);
    const first = pulled.rows;
    expect(first).toBeLessThan(2_000);
    // Chunks already made leave first; reading on, rows are pulled again, then the stream fills and waits.
    await expect.poll(() => {
      while (stream.read() !== null);
      return pulled.rows;
    }).toBeGreaterThan(first);
    await expect.poll(full).toBe(true);
    expect(pulled.rows).toBeLessThan(first + 2_000);
    stream.destroy();
  });
});
