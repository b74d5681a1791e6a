import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const TOKEN = 'metrics-token-of-the-test-0123';

/** GET /metrics (docs/rules/operations.md#metrics). */
describe('metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  const scrape = (authorization?: string) => t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
  const value = (text: string, series: string) => {
    const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.slice(series.length + 1));
  };

  it('answers only the bearer of the token', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
  });

  it('counts requests by route template and status, with their latency', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/agenda/987654' });
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(value(text, 'aula_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'aula_http_request_duration_seconds_count{method="GET",route="/api/agenda/:id",status="401"}')).toBe(1);
    expect(text).toContain('aula_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/health",status="200"}');
  });

  it('reads the job queue once per scrape for both of its gauges', async () => {
    const depth = vi.spyOn(t.app.services.jobs, 'depth');
    await scrape(`Bearer ${TOKEN}`);
    expect(depth).toHaveBeenCalledTimes(1);
    depth.mockRestore();
  });

  it('tells the open sockets, the job queue, the pub/sub round trip and the process', async () => {
    await vi.waitFor(async () => expect(value((await scrape(`Bearer ${TOKEN}`)).body, 'aula_pubsub_round_trip_seconds')).toBeGreaterThanOrEqual(0));
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(value(text, 'aula_sockets_open{kind="console"}')).toBe(0);
    expect(value(text, 'aula_sockets_open{kind="venue"}')).toBe(0);
    expect(value(text, 'aula_jobs{state="due"}')).toBeGreaterThanOrEqual(0);
    expect(value(text, 'aula_jobs_oldest_due_seconds')).toBeGreaterThanOrEqual(0);
    expect(text).toContain('aula_process_resident_memory_bytes');
    if (t.dbKind === 'postgres') expect(value(text, 'aula_database_pool_connections{state="total"}')).toBeGreaterThan(0);
  });

  it('counts mails handed to the mail server', async () => {
    await t.app.adapters.mail.send({ to: 'ada@example.com', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' });
    expect(value((await scrape(`Bearer ${TOKEN}`)).body, 'aula_mail_sends_total{via="platform",result="sent"}')).toBeGreaterThanOrEqual(1);
  });
});

describe('metrics without a token', () => {
  it('are not served', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.body).not.toContain('aula_http_request_duration_seconds');
    } finally {
      await t.close();
    }
  });
});
