import dns from 'node:dns';
import net, { type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** The lookup the guard resolves names with: `dns.lookup` with `all: true`, replaceable in tests. */
export type ResolveAll = (hostname: string, callback: (error: Error | null, addresses: dns.LookupAddress[]) => void) => void;

const systemResolveAll: ResolveAll = (hostname, callback) => dns.lookup(hostname, { all: true }, callback);

/** An organiser's SMTP host that is, or resolves to, an address inside the server's own networks. */
export class InternalSmtpHostError extends Error {
  constructor(readonly host: string) {
    super(`the SMTP host ${host} is an internal address`);
    this.name = 'InternalSmtpHostError';
  }
}

/**
 * True for every address but public unicast: loopback, unspecified, private, carrier-grade NAT,
 * link-local (cloud metadata), unique-local, multicast, broadcast and the reserved blocks. An
 * IPv4 address written as IPv6 is judged as the IPv4 address it carries.
 */
export function isInternalAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return true;
  const parsed = ipaddr.process(address);
  return parsed.range() !== 'unicast';
}

const normalised = (entry: string) => (ipaddr.isValid(entry) ? ipaddr.process(entry).toString() : entry.toLowerCase());

/**
 * Keeps an organiser's own SMTP server off the server's own networks, so that the test mail and
 * the event's sends cannot probe them. A host is checked when the form is saved or tested, and
 * again on every connection: the socket goes to an address just checked, so a name that resolves
 * elsewhere the second time gains nothing. `allowedHosts` (names or addresses) are the internal
 * mail servers the operator trusts.
 */
export function createSmtpHostGuard(allowedHosts: readonly string[], resolveAll: ResolveAll = systemResolveAll) {
  const allowed = new Set(allowedHosts.map(normalised));
  const refuses = (host: string, address: string) =>
    !allowed.has(normalised(host)) && !allowed.has(normalised(address)) && isInternalAddress(address);

  const resolve = (host: string): Promise<dns.LookupAddress[]> =>
    net.isIP(host)
      ? Promise.resolve([{ address: host, family: net.isIP(host) }])
      : new Promise((done, fail) => resolveAll(host, (error, addresses) => (error ? fail(error) : done(addresses))));

  /** The host's addresses; throws InternalSmtpHostError when one of them is internal and not allowed. */
  const check = async (host: string): Promise<dns.LookupAddress[]> => {
    const addresses = await resolve(host);
    if (addresses.some(({ address }) => refuses(host, address))) throw new InternalSmtpHostError(host);
    return addresses;
  };

  const checkedLookup: LookupFunction = (hostname, options, callback) => {
    check(hostname).then(
      (addresses) => {
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };

  return {
    check,

    /** True when the host resolves to an internal address that is not allowed; a name that does not resolve is not refused here. */
    async refuses(host: string): Promise<boolean> {
      try {
        await check(host);
        return false;
      } catch (error) {
        return error instanceof InternalSmtpHostError;
      }
    },

    /** Opens a TCP connection to the host through the check; fails after `timeoutMs` like a connection time-out. */
    async connect(host: string, port: number, timeoutMs: number): Promise<net.Socket> {
      // net.connect looks up names only: an address is checked before any packet leaves.
      if (net.isIP(host)) await check(host);
      return new Promise((done, fail) => {
        const socket = net.connect({ host, port, lookup: checkedLookup });
        const timer = setTimeout(() => socket.destroy(Object.assign(new Error('Connection timeout'), { code: 'ETIMEDOUT' })), timeoutMs);
        const onError = (error: Error) => {
          clearTimeout(timer);
          fail(error);
        };
        socket.once('error', onError);
        socket.once('connect', () => {
          clearTimeout(timer);
          socket.removeListener('error', onError);
          done(socket);
        });
      });
    },
  };
}

export type SmtpHostGuard = ReturnType<typeof createSmtpHostGuard>;
