import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

export type Mail = { to: string; subject: string; text: string; links: string[] };

function parseEml(raw: string): Mail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)?.[1]?.trim() ?? '';
  const decoded = rest
    .join('\n\n')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const links = [...decoded.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) => m[0]);
  return { to: header('To'), subject: header('Subject'), text: decoded, links };
}

/** Mails already read, by file path: an outbox only grows, so each file is parsed once per worker. */
const parsed = new Map<string, Mail>();

function readMail(dir: string, file: string): Mail {
  const filePath = path.join(dir, file);
  let mail = parsed.get(filePath);
  if (!mail) {
    mail = parseEml(fs.readFileSync(filePath, 'utf8'));
    parsed.set(filePath, mail);
  }
  return mail;
}

/**
 * How long a mail may take to arrive. The server's job queue writes it, one job at a time, after
 * the jobs the suite's other worker queued; that takes well under a second even on a busy machine
 * (docs/decisions/0120-the-mailbox-wait-of-the-browser-tests.md), and this is above the 7 s of the
 * other assertions for the queue's share of a machine two suites run on.
 */
const MAIL_WAIT_MS = 10_000;

/** What the poll answers once the mail is there; anything else says what the outbox held instead. */
const FOUND = 'found';

/**
 * Waits for the newest mail to an address in the file outbox (`DATA_DIR/mail/*.eml`): the suite's
 * server's, or the one in `dir` (a test's own server). A wait that fails names the address and
 * what the outbox held: no folder, no mail to it, or its mails' subjects when none matched.
 */
export async function waitForMail(to: string, matching: (mail: Mail) => boolean = () => true, dir = path.join(process.env.E2E_DATA_DIR!, 'mail')): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      () => {
        if (!fs.existsSync(dir)) return `no outbox folder ${dir} yet`;
        const files = fs.readdirSync(dir).filter((f) => f.endsWith('.eml'));
        const toAddress = files
          .sort()
          .map((f) => readMail(dir, f))
          .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()));
        found = toAddress.filter(matching).at(-1);
        if (found) return FOUND;
        if (toAddress.length === 0) return `mails in ${dir}: ${files.length}, none to ${to}`;
        return `mails to ${to}: ${toAddress.length}, none that matches: ${toAddress.map((m) => `"${m.subject}"`).join(', ')}`;
      },
      { message: `a mail to ${to} in the outbox within ${MAIL_WAIT_MS / 1000} s`, timeout: MAIL_WAIT_MS },
    )
    .toBe(FOUND);
  return found!;
}

/** The first link in a mail whose path contains `fragment`, made relative to the app. */
export function linkIn(mail: Mail, fragment: string): string {
  const link = mail.links.find((l) => l.includes(fragment));
  if (!link) throw new Error(`No link with ${fragment} in mail "${mail.subject}"`);
  const url = new URL(link);
  return url.pathname + url.search;
}
