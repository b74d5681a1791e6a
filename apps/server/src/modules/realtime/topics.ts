import { parseTopic, type TopicKind } from '@aula/shared';
import type { PubSub } from '../../adapters/pubsub/pubsub';

/** The pub/sub channel on which every instance hears the changes of every topic. */
export const TOPICS_CHANNEL = 'topics';
/** The pub/sub channel of pushes meant for one attendee's venue sockets. */
export const ATTENDEE_NOTICES_CHANNEL = 'attendee-notices';

export type TopicEnvelope = { topic: string; event: string; data: unknown };
export type AttendeeNoticeEnvelope = { accountId: number; event: string; data: unknown };

/** Who asks to follow a topic: an attendee's venue socket or an organiser's console socket. */
export type TopicSubscriber =
  | { kind: 'attendee'; accountId: number; eventId: number; companyId: number }
  | { kind: 'organiser'; userId: number; companyId: number };

/** Whether a subscriber may follow the topic of this kind with this id. */
export type TopicRule = (subscriber: TopicSubscriber, id: number) => Promise<boolean>;

/**
 * The sending half of live engagement (docs/rules/communications.md#live-updates): publishes a topic's change, or a notice to one
 * attendee, to every instance through the pub/sub adapter; each instance's hubs deliver it to their
 * sockets. Services publish after their transaction committed, so a client that learns of a change
 * can always read it.
 */
export function createTopicPush(pubsub: PubSub) {
  return {
    /** Sends one change of a topic to every socket that follows it, on whichever instance. */
    publish: (topic: string, event: string, data: unknown) =>
      pubsub.publish(TOPICS_CHANNEL, { topic, event, data } satisfies TopicEnvelope),
    /** Sends a notice to every venue socket of one attendee. */
    noticeToAttendee: (accountId: number, event: string, data: unknown) =>
      pubsub.publish(ATTENDEE_NOTICES_CHANNEL, { accountId, event, data } satisfies AttendeeNoticeEnvelope),
    /** Whether this instance is the one to push `key` in the next `ms` (see `PubSub.claim`). */
    claimPush: (key: string, ms: number) => pubsub.claim(`push:${key}`, ms),
  };
}

export type TopicPush = ReturnType<typeof createTopicPush>;

/**
 * Who may follow which topic. Each feature defines the rule of its kinds where the services are
 * built; a kind without a rule is refused to everyone.
 */
export function createTopicAccess() {
  const rules = new Map<TopicKind, TopicRule>();
  return {
    define(kind: TopicKind, rule: TopicRule): void {
      if (rules.has(kind)) throw new Error(`topic kind ${kind} is defined twice`);
      rules.set(kind, rule);
    },
    /** Whether the subscriber may follow the topic; false for text that is not a topic. */
    async allows(subscriber: TopicSubscriber, topic: string): Promise<boolean> {
      const parsed = parseTopic(topic);
      const rule = parsed && rules.get(parsed.kind);
      return rule ? rule(subscriber, parsed.id) : false;
    },
  };
}

export type TopicAccess = ReturnType<typeof createTopicAccess>;
