import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { engagementTopics } from './schema/engagement';

/** The database or a transaction on it: what a repository writes through. */
type Writer = Pick<Database, 'insert'>;

/**
 * Takes the next change number of a topic (docs/rules/communications.md#live-updates). Call it inside the transaction that makes
 * the change and store the number on the changed row: the topic's row stays locked until that
 * transaction ends, so a topic's numbers become visible in the order they were taken, and a client
 * that asks for "everything after n" never misses one that commits later with a smaller number.
 */
export async function nextTopicSeq(writer: Writer, topic: string): Promise<number> {
  const [row] = await writer
    .insert(engagementTopics)
    .values({ topic, seq: 1 })
    .onConflictDoUpdate({ target: engagementTopics.topic, set: { seq: sql`${engagementTopics.seq} + 1` } })
    .returning({ seq: engagementTopics.seq });
  return row!.seq;
}
