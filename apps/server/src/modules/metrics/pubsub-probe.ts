import crypto from 'node:crypto';
import type { PubSub } from '../../adapters/pubsub/pubsub';

/**
 * Measures the pub/sub round trip at once and every `intervalMs`: the instance publishes the time on a channel
 * of its own and notes how long it takes to hear it back. A probe that never comes back leaves the
 * last value; none yet answers null.
 */
export function startPubSubProbe(pubsub: PubSub, intervalMs: number) {
  const channel = `metrics:probe:${crypto.randomUUID()}`;
  let roundTripSeconds: number | null = null;
  const stopListening = pubsub.subscribe(channel, (message) => {
    const sentAt = (message as { sentAt?: unknown }).sentAt;
    if (typeof sentAt === 'number') roundTripSeconds = (performance.now() - sentAt) / 1000;
  });
  const probe = () => void pubsub.publish(channel, { sentAt: performance.now() }).catch(() => undefined);
  probe();
  const timer = setInterval(probe, intervalMs);
  timer.unref();
  return {
    roundTripSeconds: () => roundTripSeconds,
    stop() {
      clearInterval(timer);
      stopListening();
    },
  };
}
