import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export type ReceivedMail = { envelopeTo: string[]; parsed: ParsedMail; raw: string };

type Refusal = { code: number; message: string };

export type SmtpTestServerOptions = {
  /** A user and password the server asks for; without them it takes mail from anyone. */
  auth?: { user: string; pass: string };
  /** Answers a recipient address with an error: 550 (a bounce) or 451 (try again later). */
  refuseRecipient?: (address: string) => Refusal | null;
};

/**
 * A real SMTP server on loopback for tests (docs/decisions/0047-one-mail-layout.md): it speaks SMTP as any server would,
 * parses each message it takes with mailparser and keeps it, so a test reads back headers, both
 * parts, umlauts and links exactly as a mail client would.
 */
export async function startSmtpTestServer(options: SmtpTestServerOptions = {}) {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const serverOptions: SMTPServerOptions = {
    secure: false,
    disabledCommands: options.auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !options.auth,
    allowInsecureAuth: true,
    logger: false,
    size: 10 * 1024 * 1024,
    // On close, the server waits this long for clients to hang up (30 s by default); a pooled
    // client keeps its connections open, and the test is over by then.
    closeTimeout: 100,
    onAuth(auth, _session, callback) {
      if (options.auth && auth.username === options.auth.user && auth.password === options.auth.pass) return callback(null, { user: auth.username });
      callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      const refusal = options.refuseRecipient?.(address.address);
      if (refusal) return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw)
          .then((parsed) => {
            received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), parsed, raw });
            for (const wake of waiters) wake();
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  };
  const server = new SMTPServer(serverOptions);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  // A client that dies mid-conversation (the kill -9 tests) resets its connection: the server
  // emits that as an error, which must not end the test run. Other errors still surface.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
  });
  const port = (server.server.address() as AddressInfo).port;

  return {
    port,
    url: options.auth ? `smtp://${encodeURIComponent(options.auth.user)}:${encodeURIComponent(options.auth.pass)}@127.0.0.1:${port}` : `smtp://127.0.0.1:${port}`,
    received,
    /** Waits until at least `count` messages have arrived, or fails after `timeoutMs`. */
    async waitFor(count: number, timeoutMs = 10_000): Promise<ReceivedMail[]> {
      if (received.length >= count) return received;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`Expected ${count} mails, got ${received.length}`));
        }, timeoutMs);
        const check = () => {
          if (received.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(received);
        };
        waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpTestServer = Awaited<ReturnType<typeof startSmtpTestServer>>;
