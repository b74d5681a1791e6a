import type { ChannelRow, MessageRow } from './repository';

/** Who acts in the chat: an attendee of the event (moderator or not). */
export type ChatActor = { accountId: number; moderator: boolean };

/** An attendee edits only their own messages, and never a deleted one. */
export function mayEdit(message: MessageRow, actor: ChatActor): boolean {
  return message.deletedAt === null && message.authorAccountId === actor.accountId;
}

/**
 * An attendee deletes their own messages; a moderator any in the event's and rooms' channels.
 * Direct channels are private to their two members, so a moderator has no say there.
 */
export function mayDelete(message: MessageRow, channel: ChannelRow, actor: ChatActor): boolean {
  if (message.deletedAt !== null) return false;
  return message.authorAccountId === actor.accountId || (actor.moderator && channel.kind !== 'direct');
}

/** Moderators pin in the event's and rooms' channels. */
export function mayPin(channel: ChannelRow, actor: ChatActor): boolean {
  return actor.moderator && channel.kind !== 'direct';
}

/** Reports are about other people's messages that are still there. */
export function mayReport(message: MessageRow, actor: ChatActor): boolean {
  return message.deletedAt === null && message.authorAccountId !== actor.accountId;
}
