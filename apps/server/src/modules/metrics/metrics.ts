import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** What the gauges read when Prometheus asks: the app's own state at that moment. */
export type MetricSources = {
  sockets: () => { console: number; venue: number };
  jobs: () => Promise<{ due: number; running: number; oldestDueSeconds: number }>;
  databasePool: () => { total: number; idle: number; waiting: number } | null;
  pubsubRoundTripSeconds: () => number | null;
};

/**
 * The instance's metrics in Prometheus' format (docs/rules/operations.md#metrics): requests by
 * route and status with their latency, open sockets, the job queue, the database pool, the pub/sub
 * round trip, mail sends, and the process's own (memory, CPU, event loop).
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'aula_' });
  const registers = [registry];

  const requests = new Histogram({
    name: 'aula_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const mails = new Counter({ name: 'aula_mail_sends_total', help: 'Mails handed to a mail server, by way (platform or the event’s own) and result', labelNames: ['via', 'result'] as const, registers });

  let sources: MetricSources | null = null;
  // The two job gauges are collected together on each scrape: they share one read of the queue.
  let jobsRead: ReturnType<MetricSources['jobs']> | null = null;
  const jobDepth = (from: MetricSources) => (jobsRead ??= from.jobs().finally(() => (jobsRead = null)));
  new Gauge({
    name: 'aula_sockets_open',
    help: 'Live sockets open on this instance, by kind',
    labelNames: ['kind'] as const,
    registers,
    collect() {
      if (!sources) return;
      const open = sources.sockets();
      this.set({ kind: 'console' }, open.console);
      this.set({ kind: 'venue' }, open.venue);
    },
  });
  new Gauge({
    name: 'aula_jobs',
    help: 'Jobs of the shared queue that are due and waiting, and running',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      if (!sources) return;
      const depth = await jobDepth(sources);
      this.set({ state: 'due' }, depth.due);
      this.set({ state: 'running' }, depth.running);
    },
  });
  new Gauge({
    name: 'aula_jobs_oldest_due_seconds',
    help: 'How long the oldest due job has waited',
    registers,
    async collect() {
      if (sources) this.set((await jobDepth(sources)).oldestDueSeconds);
    },
  });
  new Gauge({
    name: 'aula_database_pool_connections',
    help: 'PostgreSQL pool connections by state, and requests waiting for one',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const pool = sources?.databasePool();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  new Gauge({
    name: 'aula_pubsub_round_trip_seconds',
    help: 'Time from publishing a probe to hearing it back through the pub/sub broker',
    registers,
    collect() {
      const seconds = sources?.pubsubRoundTripSeconds();
      if (seconds !== null && seconds !== undefined) this.set(seconds);
    },
  });

  return {
    contentType: registry.contentType,
    text: () => registry.metrics(),
    /** Where the gauges read from; set once the app's parts exist. */
    readFrom(next: MetricSources) {
      sources = next;
    },
    request(method: string, route: string, status: number, seconds: number) {
      requests.observe({ method, route, status: String(status) }, seconds);
    },
    mail(via: 'platform' | 'event', result: 'sent' | 'failed') {
      mails.inc({ via, result });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
