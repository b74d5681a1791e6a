import fs from 'node:fs';
import path from 'node:path';

export type OutboxMail = { file: string; to: string; subject: string; text: string; html: string; raw: string; links: string[] };

const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

const decodeHeader = (value: string) =>
  value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );

type MimePart = { headers: string; body: string };

const headerOf = (headers: string, name: string) =>
  decodeHeader(new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '');

const decodeBody = ({ headers, body }: MimePart) => {
  const encoding = headerOf(headers, 'Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : body;
};

function splitHead(text: string): MimePart {
  const [, headers = '', body = ''] = /^([^]*?)\r?\n\r?\n([^]*)$/.exec(text) ?? [];
  return { headers: headers.replace(/\r?\n[ \t]+/g, ' '), body };
}

/**
 * The leaf parts of a message, cut at its declared boundary only: a body line that merely starts
 * with `--` (a wrapped link whose token has two dashes there) belongs to the body.
 */
function leafParts(part: MimePart): MimePart[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(headerOf(part.headers, 'Content-Type'))?.[1];
  if (!boundary) return [part];
  return part.body
    .split(new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:--)?[ \\t]*\\r?\\n?`))
    .slice(1, -1)
    .flatMap((chunk) => leafParts(splitHead(chunk)));
}

/** Reads one `.eml` file of the outbox: headers, and the decoded text and HTML parts. */
export function parseEml(file: string): OutboxMail {
  const raw = fs.readFileSync(file, 'utf8');
  const message = splitHead(raw);
  const parts = leafParts(message);
  const part = (type: string) => {
    const found = parts.find((p) => headerOf(p.headers, 'Content-Type').toLowerCase().startsWith(type));
    return found ? decodeBody(found) : '';
  };
  const text = part('text/plain');
  return {
    file,
    to: headerOf(message.headers, 'To'),
    subject: headerOf(message.headers, 'Subject'),
    text,
    html: part('text/html'),
    raw,
    links: [...text.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) => m[0]),
  };
}

/** Every mail in `${dataDir}/mail`, oldest first. */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => parseEml(path.join(dir, f)));
}

/** The mails sent to one address, oldest first. */
export function mailsTo(dataDir: string, address: string): OutboxMail[] {
  return readOutbox(dataDir).filter((m) => m.to.toLowerCase().includes(address.toLowerCase()));
}

/** The mails sent to one address, oldest first, once the app's queued jobs have run. */
export async function mailsSentTo(t: { dataDir: string; drainJobs(): Promise<void> }, address: string): Promise<OutboxMail[]> {
  await t.drainJobs();
  return mailsTo(t.dataDir, address);
}

/** The token at the end of the first link in a mail whose path contains `fragment`. */
export function tokenFromLink(mail: OutboxMail, fragment: string): string {
  const link = mail.links.find((l) => l.includes(fragment));
  if (!link) throw new Error(`No link with ${fragment} in mail "${mail.subject}"`);
  return new URL(link).pathname.split('/').pop()!;
}
