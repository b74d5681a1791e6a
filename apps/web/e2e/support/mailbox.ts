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
 * Waits for the newest mail to an address in the file outbox (`DATA_DIR/mail/*.eml`): the suite's
 * server's, or the one in `dir` (a test's own server).
 */
export async function waitForMail(to: string, matching: (mail: Mail) => boolean = () => true, dir = path.join(process.env.E2E_DATA_DIR!, 'mail')): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      () => {
        if (!fs.existsSync(dir)) return false;
        const mails = fs
          .readdirSync(dir)
          .filter((f) => f.endsWith('.eml'))
          .sort()
          .map((f) => readMail(dir, f))
          .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()) && matching(m));
        found = mails.at(-1);
        return Boolean(found);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The first link in a mail whose path contains `fragment`, made relative to the app. */
export function linkIn(mail: Mail, fragment: string): string {
  const link = mail.links.find((l) => l.includes(fragment));
  if (!link) throw new Error(`No link with ${fragment} in mail "${mail.subject}"`);
  const url = new URL(link);
  return url.pathname + url.search;
}
