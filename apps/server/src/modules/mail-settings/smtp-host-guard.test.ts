import type { LookupAddress } from 'node:dns';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server';
import { InternalSmtpHostError, createSmtpHostGuard, isInternalAddress, type ResolveAll } from './smtp-host-guard';
import { createSmtpTransport, sendThrough } from './smtp-transport';

const PUBLIC_ADDRESS = '93.184.216.34';

/** A resolver that answers each name with the next of its lists of addresses, as a rebinding DNS server would. */
function scriptedResolver(answers: Record<string, string[][]>): ResolveAll {
  const asked = new Map<string, number>();
  return (hostname, callback) => {
    const turn = asked.get(hostname) ?? 0;
    asked.set(hostname, turn + 1);
    const list = answers[hostname]?.[Math.min(turn, answers[hostname].length - 1)];
    if (!list) return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), []);
    callback(null, list.map((address): LookupAddress => ({ address, family: net.isIP(address) })));
  };
}

describe('internal addresses', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '0.0.0.0',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '198.18.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fd12:3456::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isInternalAddress(address)).toBe(true);
  });

  it.each([PUBLIC_ADDRESS, '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8'])('admits the public %s', (address) => {
    expect(isInternalAddress(address)).toBe(false);
  });
});

describe('the SMTP host guard', () => {
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  afterAll(() => smtp.close());

  it('refuses a name when any of its addresses is internal, and admits public ones', async () => {
    const guard = createSmtpHostGuard([], scriptedResolver({ 'mixed.example': [[PUBLIC_ADDRESS, '::1']], 'mail.example': [[PUBLIC_ADDRESS]] }));
    await expect(guard.check('mixed.example')).rejects.toBeInstanceOf(InternalSmtpHostError);
    expect(await guard.refuses('mixed.example')).toBe(true);
    expect(await guard.refuses('mail.example')).toBe(false);
    expect(await guard.refuses('127.0.0.1')).toBe(true);
    expect(await guard.refuses('unknown.example')).toBe(false);
  });

  it('admits the internal hosts the operator allows, by name or by address', async () => {
    const resolver = scriptedResolver({ 'relay.internal': [['10.0.0.25']], localhost: [['127.0.0.1']] });
    const byName = createSmtpHostGuard(['Relay.Internal'], resolver);
    expect(await byName.refuses('relay.internal')).toBe(false);
    expect(await byName.refuses('10.0.0.25')).toBe(true);
    const byAddress = createSmtpHostGuard(['127.0.0.1'], resolver);
    expect(await byAddress.refuses('127.0.0.1')).toBe(false);
    expect(await byAddress.refuses('localhost')).toBe(false);
    expect(await byAddress.refuses('relay.internal')).toBe(true);
  });

  it('checks again when it connects: a name that answered a public address first and loopback then sends nothing', async () => {
    const guard = createSmtpHostGuard([], scriptedResolver({ 'rebind.example': [[PUBLIC_ADDRESS], ['127.0.0.1']] }));
    await guard.check('rebind.example');
    const transport = createSmtpTransport(
      { host: 'rebind.example', port: smtp.port, security: 'none', user: '', password: null },
      { pool: false, timeoutMs: 5000, guard },
    );
    try {
      const sending = sendThrough(transport, { from: 'a@example.com', to: 'b@example.com', subject: 'x', text: 'x', html: '<p>x</p>' });
      await expect(sending).rejects.toBeInstanceOf(InternalSmtpHostError);
    } finally {
      transport.close();
    }
    expect(smtp.received).toHaveLength(0);
  });

  it('sends through an allowed internal server, over the connection it checked', async () => {
    const guard = createSmtpHostGuard(['127.0.0.1'], scriptedResolver({}));
    const transport = createSmtpTransport({ host: '127.0.0.1', port: smtp.port, security: 'none', user: '', password: null }, { pool: true, timeoutMs: 5000, guard });
    try {
      await sendThrough(transport, { from: 'a@example.com', to: 'b@example.com', subject: 'Grüße', text: 'x', html: '<p>x</p>' });
    } finally {
      transport.close();
    }
    const [mail] = await smtp.waitFor(1);
    expect(mail!.parsed.subject).toBe('Grüße');
  });
});
