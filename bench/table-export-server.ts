// The server of the table-export bench, in a child process of its own so that its memory is the
// export's and not the client's: a bare Fastify app with the app's compression, on a loopback
// port, whose one route streams generated analytics-like rows through sendTable. It samples its own
// memory while an export runs and answers the peak over IPC.
import Fastify from 'fastify';
import type { TableColumn, TableRow } from '../apps/server/src/http/table-export/columns';
import { sendTable, type TableFormat } from '../apps/server/src/http/table-export/stream-table';
import { registerCompression } from '../apps/server/src/plugins/compression';

export type BenchRequest = { type: 'peak' };
export type BenchAnswer = { type: 'listening'; url: string } | { type: 'peak'; rssBytes: number; heapUsedBytes: number; maxRssBytes: number };

/** Twelve columns of every kind, as a per-attendee analytics export has them. */
const COLUMNS: TableColumn[] = [
  { key: 'name', header: { en: 'Attendee', de: 'Teilnehmende Person' }, kind: 'text' },
  { key: 'email', header: { en: 'E-mail', de: 'E-Mail' }, kind: 'text' },
  { key: 'company', header: { en: 'Company', de: 'Firma' }, kind: 'text' },
  { key: 'firstSeen', header: { en: 'First seen', de: 'Zuerst gesehen' }, kind: 'dateTime' },
  { key: 'lastSeen', header: { en: 'Last seen', de: 'Zuletzt gesehen' }, kind: 'dateTime' },
  { key: 'day', header: { en: 'First day', de: 'Erster Tag' }, kind: 'date' },
  { key: 'present', header: { en: 'Present minutes', de: 'Anwesende Minuten' }, kind: 'minutes' },
  { key: 'watched', header: { en: 'Watched minutes', de: 'Angesehene Minuten' }, kind: 'minutes' },
  { key: 'visits', header: { en: 'Visits', de: 'Besuche' }, kind: 'integer' },
  { key: 'score', header: { en: 'Engagement score', de: 'Engagement-Punktzahl' }, kind: 'decimal', fractionDigits: 2 },
  { key: 'share', header: { en: 'Share watched', de: 'Anteil angesehen' }, kind: 'percent' },
  { key: 'browser', header: { en: 'Browser', de: 'Browser' }, kind: 'text' },
];
const BROWSERS = ['Chrome', 'Edge', 'Firefox', 'Safari', 'Opera', 'Samsung Internet', 'other'];
const START = Date.UTC(2027, 4, 4, 7, 0);

async function* benchRows(count: number): AsyncGenerator<TableRow> {
  for (let index = 0; index < count; index++) {
    // A source that reads from a database hands rows over in pages; a page is awaited now and then.
    if (index % 1_000 === 0) await new Promise((resolve) => setImmediate(resolve));
    yield {
      name: `Attendee ${index} Müller-Lüdenscheidt`,
      email: `attendee-${index}@example.com`,
      company: `Company ${index % 500}`,
      firstSeen: new Date(START + (index % 600) * 60_000),
      lastSeen: new Date(START + (index % 600) * 60_000 + 3 * 3_600_000),
      day: '2027-05-04',
      present: 180 - (index % 60),
      watched: 120 - (index % 45),
      visits: index % 7,
      score: (index % 1_000) / 37,
      share: (index % 100) / 100,
      browser: BROWSERS[index % BROWSERS.length]!,
    };
  }
}

let peak = { rssBytes: 0, heapUsedBytes: 0 };
setInterval(() => {
  const usage = process.memoryUsage();
  peak = { rssBytes: Math.max(peak.rssBytes, usage.rss), heapUsedBytes: Math.max(peak.heapUsedBytes, usage.heapUsed) };
}, 10).unref();

const app = Fastify();
await registerCompression(app);
app.get<{ Params: { format: TableFormat }; Querystring: { rows: string; lang: 'en' | 'de' } }>('/export/:format', (request, reply) =>
  sendTable(reply, 'bench-export', {
    format: request.params.format,
    lang: request.query.lang,
    columns: COLUMNS,
    rows: benchRows(Number(request.query.rows)),
    timezoneOffset: 120,
  }),
);
await app.listen({ host: '127.0.0.1', port: 0 });

const answer = (message: BenchAnswer) => process.send!(message);
process.on('message', () => {
  answer({ type: 'peak', ...peak, maxRssBytes: process.resourceUsage().maxRSS * 1024 });
  peak = { rssBytes: 0, heapUsedBytes: 0 };
});
process.on('disconnect', () => void app.close().then(() => process.exit(0)));
answer({ type: 'listening', url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` });
