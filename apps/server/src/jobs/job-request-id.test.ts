import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { signedInUser } from '../test/accounts';

/** docs/rules/operations.md#logs: a job's log lines carry the id of the request that enqueued it. */
describe('a request id followed into its jobs', () => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info', RATE_LIMIT_PER_IP: '1000' }, { logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) } });
  });
  afterAll(() => t.close());

  it('logs the request and the mail job it enqueued under the same id, as JSON', async () => {
    const organiser = await signedInUser(t);
    await t.drainJobs();
    const res = await t.app.inject({ method: 'POST', url: '/api/forgotPassword', headers: { 'x-request-id': 'req-follow-me-42' }, payload: { username: organiser.email, lang: 'en' } });
    expect(res.statusCode, res.body).toBe(200);
    await t.drainJobs();
    const followed = lines.filter((line) => line.reqId === 'req-follow-me-42');
    expect(followed.some((line) => line.msg === 'request completed')).toBe(true);
    expect(followed.find((line) => line.msg === 'job done')).toMatchObject({ job: expect.any(String), jobId: expect.any(Number) });
  });
});
