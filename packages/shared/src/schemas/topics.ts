import * as z from 'zod/mini';

/**
 * Live engagement's topics (docs/rules/communications.md#live-updates): what a socket subscribes to, on the venue's socket and on
 * the console's. A topic is `{kind}:{id}`:
 * - `chat:{channelId}`: a chat channel's messages;
 * - `wall:{eventId}`: the social wall's visible posts; `wallQueue:{eventId}`: posts awaiting moderation;
 * - `polls:{roomId}`: a room's polls, their state and (where shown) results;
 * - `qna:{roomId}`: a room's visible questions; `qnaQueue:{roomId}`: questions awaiting moderation;
 * - `room:{roomId}`: a room's live reactions and how many attendees are in it now;
 * - `moderation:{eventId}`: mutes, bans and reports of an event, for the console and moderators;
 * - `registrations:{eventId}`: an event's registrations changed (a new one, an approval, a refusal,
 *   the waiting list moving up), for the organisers who reach the event.
 * Each feature decides who may subscribe to its kinds. Written with zod/mini: the venue's first
 * load carries it.
 */
export const TOPIC_KINDS = ['chat', 'wall', 'wallQueue', 'polls', 'qna', 'qnaQueue', 'moderation', 'registrations', 'room'] as const;
export type TopicKind = (typeof TOPIC_KINDS)[number];

/** How many topics one socket may follow at once; enough for a room's chat, polls, Q&A, the wall and queues. */
export const MAX_TOPICS_PER_SOCKET = 24;

const topicPattern = new RegExp(`^(${TOPIC_KINDS.join('|')}):([1-9]\\d{0,9})$`);

/** A topic as it travels on a socket. */
export const topicSchema = z.string().check(z.regex(topicPattern));

/** The topic of one kind and id. */
export function topicOf(kind: TopicKind, id: number): string {
  return `${kind}:${id}`;
}

/** A topic's kind and id, or null for text that is not a topic (or an id beyond an id column). */
export function parseTopic(topic: string): { kind: TopicKind; id: number } | null {
  const match = topicPattern.exec(topic);
  if (!match) return null;
  const id = Number(match[2]);
  return id <= 2_147_483_647 ? { kind: match[1] as TopicKind, id } : null;
}

/** What a client sends to follow a topic, and to stop. Both sockets accept them once authenticated. */
export const topicClientMessageSchemas = [
  z.object({ action: z.literal('subscribe'), topic: topicSchema }),
  z.object({ action: z.literal('unsubscribe'), topic: topicSchema }),
] as const;

/**
 * What the server sends about topics:
 * - `subscribed`: the subscription is active; changes from now on arrive as `topic` messages, so
 *   this is when a client asks the feature's REST call for what changed after the last `seq` it saw;
 * - `subscribeRefused`: the socket may not follow the topic (another event, a moderators' topic, …);
 * - `topic`: one change; `event` names it (`message`, `post`, `poll`, `results`, …), `data` is the
 *   feature's own payload, checked by the feature's client code against its schema.
 */
export const topicServerMessageSchemas = [
  z.object({ action: z.literal('subscribed'), topic: topicSchema }),
  z.object({ action: z.literal('subscribeRefused'), topic: topicSchema }),
  z.object({ action: z.literal('topic'), topic: topicSchema, event: z.string(), data: z.unknown() }),
] as const;

/**
 * A push meant for one attendee (venue socket only), wherever their sockets are: e.g. that they
 * were muted or banned, or that their pending post was approved. `event` names it as for topics.
 */
export const attendeeNoticeSchema = z.object({ action: z.literal('notice'), event: z.string(), data: z.unknown() });
export type AttendeeNotice = z.infer<typeof attendeeNoticeSchema>;
