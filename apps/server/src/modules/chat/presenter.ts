import type { ChatMessage, ChatPerson } from '@aula/shared';
import { fileUrl } from '../files/file-url';
import type { MessageRow, ReactionRow } from './repository';

export type AuthorNames = {
  /** Attendees' names and their photos' storage keys. */
  attendees: Map<number, { displayName: string; photo: string | null }>;
  organisers: Map<number, string>;
};

const photoUrl = (storageKey: string | null | undefined) => (storageKey ? fileUrl(storageKey) : null);

/** The reactions of one message, grouped by emoji in the order they were first chosen. */
function reactionsOf(rows: readonly ReactionRow[]): ChatMessage['reactions'] {
  const byEmoji = new Map<string, number[]>();
  for (const row of rows) byEmoji.set(row.emoji, [...(byEmoji.get(row.emoji) ?? []), row.accountId]);
  return [...byEmoji].map(([emoji, accountIds]) => ({ emoji, accountIds }));
}

/**
 * A message as clients see it: a deleted one without its text, author or reactions (only that it
 * is gone), so the text of a removed message leaves the server nowhere.
 */
export function presentMessage(row: MessageRow, reactions: readonly ReactionRow[], names: AuthorNames): ChatMessage {
  const deleted = row.deletedAt !== null;
  const attendee = row.authorAccountId === null ? undefined : names.attendees.get(row.authorAccountId);
  const author: ChatMessage['author'] =
    row.authorAccountId === null
      ? { kind: 'organiser', accountId: null, displayName: row.authorUserId === null ? '' : (names.organisers.get(row.authorUserId) ?? ''), photo: null }
      : { kind: 'attendee', accountId: row.authorAccountId, displayName: attendee?.displayName ?? '', photo: photoUrl(attendee?.photo) };
  return {
    id: row.id,
    seq: row.seq,
    channelId: row.channelId,
    author,
    body: deleted ? '' : row.body,
    pinned: deleted ? false : row.pinned,
    deleted,
    deletedBy: row.deletedBy,
    editedMs: row.editedAt?.getTime() ?? null,
    createdMs: row.createdAt.getTime(),
    reactions: deleted ? [] : reactionsOf(reactions.filter((reaction) => reaction.messageId === row.id)),
  };
}

/** A person from the engagement service's names; an erased account keeps an empty name. */
export function presentPerson(accountId: number, names: AuthorNames['attendees']): ChatPerson {
  const known = names.get(accountId);
  return { accountId, displayName: known?.displayName ?? '', photo: photoUrl(known?.photo) };
}
