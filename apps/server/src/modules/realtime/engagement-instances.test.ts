import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerInstances, type ServerInstances } from '../../test/server-instances';
import { signedInUser, type SignedInUser } from '../../test/accounts';
import { EVENTS_TEST_ENV } from '../events/events-test-support';
import { publishedEvent, signedInAttendee } from '../attendee-auth/attendee-test-support';
import { consoleSocket, presencePush, venueSocket } from '../presence/presence-test-support';

// Once per suite run: in the PostgreSQL project (the instances need a database server either way).
const databaseServerUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Live engagement on two real server processes behind a reverse proxy on loopback, on one
 * PostgreSQL and one Redis (issue 10 §6): what is done through instance A reaches the sockets
 * held by instance B. Calls and sockets are pinned to an instance through the proxy's `/via/{i}`.
 */
describe.skipIf(!databaseServerUrl || !redisUrl)('live engagement across two instances behind a proxy (runs on PostgreSQL with TEST_REDIS_URL)', () => {
  let servers: ServerInstances;
  let organiser: SignedInUser;
  let event: { eventId: number; code: string };
  /** `host:port/via/{i}`: the base the socket helpers take, reaching instance i through the proxy. */
  let onA: string;
  let onB: string;

  beforeAll(async () => {
    servers = await startServerInstances(2, {
      databaseServerUrl: databaseServerUrl!,
      redisUrl: redisUrl!,
      env: { ...EVENTS_TEST_ENV, RATE_LIMIT_PER_ACCOUNT: '1000' },
    });
    const base = (index: number) => servers.proxy.via(index).replace(/^http:\/\//, '');
    onA = base(0);
    onB = base(1);
    organiser = await signedInUser(servers.setup);
    event = await publishedEvent(servers.setup, organiser.token);
  });
  afterAll(async () => {
    await servers?.close();
  });

  it('forwards calls and socket upgrades to the instance asked: an attendee on B shows online to an organiser on A', async () => {
    const watching = await consoleSocket(onA, organiser.token);
    const ada = await signedInAttendee(servers.setup, event);
    const joined = presencePush(watching, event.eventId, (m) => (m.joined as number[]).includes(ada.accountId));
    const handedBefore = [...servers.proxy.handed];
    const tab = await venueSocket(onB, ada.token);
    await joined;
    expect(servers.proxy.handed[1]! - handedBefore[1]!).toBe(2);
    expect(servers.proxy.handed[0]).toBe(handedBefore[0]);
    tab.close();
    watching.close();
  });
});
