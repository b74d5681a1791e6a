import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser, type SignedInUser } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * A request that fails inside the database answers 500 with the envelope, and the log says which
 * route failed and why, but never what the user sent: not the bound parameters, not the body.
 */
describe('a failure inside the database', () => {
  let t: TestApp;
  let organiser: SignedInUser;
  const log: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info', RATE_LIMIT_PER_IP: '1000' }, { logStream: { write: (line) => void log.push(line) } });
    organiser = await signedInUser(t);
    // A rule the schema does not know, so that a valid request fails in the database itself.
    await t.database.db.execute(sql.raw(`ALTER TABLE session_hosts ADD CONSTRAINT host_name_probe CHECK (name NOT LIKE 'Secret-%')`));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('logs the route and the error code, never the request values', async () => {
    const secret = `Secret-${Math.random().toString(36).slice(2)}-Harbour`;
    const title = `title-${secret}`;
    log.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sessionHost',
      headers: bearer(organiser.token),
      payload: { id: 0, name: secret, title },
    });

    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('internal_error');
    expect(res.body).not.toContain(secret);

    const failure = log.map((line) => JSON.parse(line) as Record<string, unknown>).find((entry) => entry.msg === 'request failed');
    expect(failure, log.join('')).toMatchObject({ method: 'POST', route: '/api/sessionHost' });
    const logged = JSON.stringify(failure);
    expect(logged).toContain('23514'); // check_violation
    expect(logged).toContain('host_name_probe');
    expect(logged).toContain('session_hosts');
    expect(log.join('')).not.toContain('Secret-');
  });
});
