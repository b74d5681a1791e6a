import type { FastifyInstance } from 'fastify';
import { startPubSubProbe } from './pubsub-probe';

/** How often the pub/sub round trip is measured. */
const PROBE_INTERVAL_MS = 10_000;

/** Points the metrics' gauges at the app's parts, and measures the pub/sub round trip while the app runs. */
export function readMetricsFrom(app: FastifyInstance): void {
  let probe: ReturnType<typeof startPubSubProbe> | null = null;
  app.addHook('onReady', async () => {
    probe = startPubSubProbe(app.adapters.pubsub, PROBE_INTERVAL_MS);
  });
  app.addHook('onClose', async () => probe?.stop());
  app.metrics.readFrom({
    sockets: () => ({ console: app.sockets.size, venue: app.venueSockets.size }),
    jobs: () => app.services.jobs.depth(),
    databasePool: () => app.database.pool?.() ?? null,
    pubsubRoundTripSeconds: () => probe?.roundTripSeconds() ?? null,
  });
}
