// What the live engagement benches share: the server instances in child processes of their own
// (engagement-server.ts), the calls they make, an event with a room, and the timing summaries.
import { addDays, todayInZone } from '@aula/shared';
import type { EngagementBenchAnswer, EngagementBenchRequest } from './engagement-server';
import { forkServer } from './support';

export type Message = Record<string, unknown>;
export type Attendee = { accountId: number; token: string };

/** How many sockets open, or calls run, at once. */
const PARALLEL = 50;

export const percentile = (values: number[], p: number) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10;
};
export const summary = (values: number[]) => ({
  count: values.length,
  medianMs: percentile(values, 50),
  p95Ms: percentile(values, 95),
  p99Ms: percentile(values, 99),
  maxMs: percentile(values, 100),
});
/** One server instance in its child process (engagement-server.ts), and a way to ask it something over IPC. */
export async function startInstance(dataDir: string, env: Record<string, string>) {
  const server = await forkServer<EngagementBenchRequest, EngagementBenchAnswer>('bench/engagement-server.ts', dataDir, env);
  return { ...server, memory: async () => (await server.ask({ type: 'memory' }, 'memory')).usage };
}

export type Instance = Awaited<ReturnType<typeof startInstance>>;

export async function call(url: string, route: string, token: string, body?: unknown, method = body === undefined ? 'GET' : 'POST'): Promise<Message> {
  const res = await fetch(`${url}/api${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${route}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: Message }).data;
}

/** A published event ten days ahead with one visible room. */
export async function eventWithRoom(url: string, token: string) {
  const start = addDays(todayInZone(Date.now(), 0), 10);
  const { id: eventId } = (await call(url, '/event', token, {
    id: '0', name: 'Engagement bench', startDate: start, startTime: '09:00', endDate: addDays(start, 1), endTime: '17:00',
    closingDate: addDays(start, 20), closingTime: '17:00', location: 'Online', address: '[]', language: 'en', timezone: '0',
    conditions: '', moveSessions: '', is_virtual: '1',
  })) as { id: number };
  const { code } = (await call(url, `/publishEvent/${eventId}`, token, {})) as { code: string };
  const { id: roomId } = (await call(url, '/room', token, {
    eventId, id: 0, type: 'networking', nameEn: 'Main hall', nameDe: 'Großer Saal', descriptionEn: '', descriptionDe: '',
    imageId: null, visible: true, streamUrl: '', meetingProvider: '', meetingUrl: '', embedCode: '', qaEmbedCode: '',
  })) as { id: number };
  return { eventId, code, roomId };
}

/** Runs `task` for every item, at most PARALLEL at once. */
export async function inParallel<T, R>(items: T[], task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let nextIndex = 0;
  const worker = async () => {
    while (nextIndex < items.length) {
      const index = nextIndex++;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return results;
}

