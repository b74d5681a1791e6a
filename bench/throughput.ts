// Authenticated GET /api/getUserInfo throughput and p99 on PGlite and (when BENCH_DATABASE_URL is
// set) PostgreSQL, and GET /api/clientConfig (the app's hooks without the database), each next to a
// bare Fastify hello-JSON route measured in the same run; the machine's load moves the absolute
// numbers, so each result also gives its share of the bare route's requests per second.
import fs from 'node:fs';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { freePort, signedInToken, startApp } from './support';

type Result = { requestsPerSecond: number; p99Ms: number; errors: number; non2xx: number; shareOfBare?: string };

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

async function measure(url: string, headers: Record<string, string> = {}): Promise<Result> {
  const result = await autocannon({ url, connections: 20, duration: DURATION_SECONDS, headers });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

async function bareFastify(): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify();
  app.get('/hello', async () => ({ data: { hello: 'world' } }));
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${port}/hello`, close: () => app.close() };
}

export async function benchThroughput(): Promise<Record<string, Result>> {
  const results: Record<string, Result> = {};
  const bare = await bareFastify();
  results.bareFastifyHelloJson = await measure(bare.url);
  await bare.close();

  const targets: [string, Record<string, string>][] = [['pglite', {}]];
  if (process.env.BENCH_DATABASE_URL) targets.push(['postgres', { DATABASE_URL: process.env.BENCH_DATABASE_URL }]);
  for (const [name, env] of targets) {
    const app = await startApp(env);
    const token = await signedInToken(app);
    if (name === 'pglite') results.clientConfig = await measure(`${app.url}/api/clientConfig`);
    results[`getUserInfo_${name}`] = await measure(`${app.url}/api/getUserInfo`, { authorization: `Bearer ${token}` });
    await app.stop();
    fs.rmSync(app.dataDir, { recursive: true, force: true });
  }
  const bareRate = results.bareFastifyHelloJson.requestsPerSecond;
  for (const result of Object.values(results)) result.shareOfBare = `${((100 * result.requestsPerSecond) / bareRate).toFixed(1)} %`;
  return results;
}
