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

/** Reads one `.eml` file of the outbox: headers, and the decoded text and HTML parts. */
export function parseEml(file: string): OutboxMail {
  const raw = fs.readFileSync(file, 'utf8');
  const [head = ''] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => decodeHeader(new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)?.[1]?.trim() ?? '');
  const part = (type: string) => {
    const match = new RegExp(`Content-Type: ${type}[^]*?\\r?\\n\\r?\\n([^]*?)\\r?\\n--`, 'i').exec(raw);
    return match ? decodeQuotedPrintable(match[1]!) : '';
  };
  const text = part('text/plain');
  return {
    file,
    to: header('To'),
    subject: header('Subject'),
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
