import * as z from 'zod/mini';
import { miniIdSchema, miniIdTextSchema } from './mini-ids';

// zod/mini: the venue's chat pages validate every answer and body with these (see primitives.ts).

/** The longest chat message, in characters (docs/rules/communications.md#chat). */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;
/** The longest reason an attendee may give when reporting a message. */
export const CHAT_REPORT_REASON_MAX_LENGTH = 500;
/** Messages in one page of history, and in the first load of a channel. */
export const CHAT_PAGE_SIZE = 50;
/** The most changes one catch-up answers; a client further behind loads the channel afresh. */
export const CHAT_CATCH_UP_LIMIT = 500;
/** The reactions offered: a fixed small set, so a reaction is a choice and never free text. */
export const CHAT_REACTIONS = ['👍', '❤️', '😂', '🎉', '👏', '🤔'] as const;
export type ChatReaction = (typeof CHAT_REACTIONS)[number];
export const CHAT_CHANNEL_KINDS = ['event', 'room', 'direct'] as const;
export type ChatChannelKind = (typeof CHAT_CHANNEL_KINDS)[number];

const invalid = { error: 'validation.invalid' } as const;
const idText = miniIdTextSchema;
const seqText = z.coerce.number(invalid).check(z.int(invalid), z.minimum(0, invalid), z.maximum(Number.MAX_SAFE_INTEGER, invalid));

/** A message as typed: trimmed, 1 to 1,000 characters. */
export const chatBodySchema = z
  .string({ error: 'validation.required' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'validation.required' }),
    z.maxLength(CHAT_MESSAGE_MAX_LENGTH, { error: `validation.max_${CHAT_MESSAGE_MAX_LENGTH}` }),
  );

export const chatChannelPathSchema = z.object({ channelId: idText });
export const chatMessagePathSchema = z.object({ messageId: idText });
export const chatEventPathSchema = z.object({ eventId: idText });
export const chatEventChannelPathSchema = z.object({ eventId: idText, channelId: idText });
export const chatEventMessagePathSchema = z.object({ eventId: idText, messageId: idText });

/**
 * GET …/messages: without `after` nor `before`, the latest page; `before` (a message id) pages back
 * through history; `after` (a change number) is the catch-up after a reconnect: every message
 * changed since, deleted ones included, in the order of their changes.
 */
export const chatMessagesQuerySchema = z.object({ after: z.optional(seqText), before: z.optional(idText) });
export type ChatMessagesQuery = z.infer<typeof chatMessagesQuerySchema>;

export const chatPostBodySchema = z.object({ body: chatBodySchema });
export type ChatPostBody = z.infer<typeof chatPostBodySchema>;
export const chatReactBodySchema = z.object({ emoji: z.enum(CHAT_REACTIONS, invalid), on: z.boolean(invalid) });
export type ChatReactBody = z.infer<typeof chatReactBodySchema>;
export const chatReportBodySchema = z.object({
  reason: z._default(z.string().check(z.trim(), z.maxLength(CHAT_REPORT_REASON_MAX_LENGTH, { error: `validation.max_${CHAT_REPORT_REASON_MAX_LENGTH}` })), ''),
});
export const chatPinBodySchema = z.object({ pinned: z.boolean(invalid) });
export const chatDirectBodySchema = z.object({ accountId: miniIdSchema });
/** The newest message of a direct channel the attendee has seen; the ones before it are read. */
export const chatReadBodySchema = z.object({ messageId: miniIdSchema });
export const chatPeopleQuerySchema = z.object({ q: z._default(z.string().check(z.trim(), z.maxLength(65, { error: 'validation.max_65' })), '') });

/** Who wrote a message: an attendee (with their account) or an organiser of the event. */
export const chatAuthorSchema = z.object({
  kind: z.enum(['attendee', 'organiser']),
  accountId: z.nullable(z.int()),
  displayName: z.string(),
  photo: z.nullable(z.string()),
});
export type ChatAuthor = z.infer<typeof chatAuthorSchema>;

/** The attendees who chose one reaction. */
export const chatReactionSchema = z.object({ emoji: z.string(), accountIds: z.array(z.int()) });

/**
 * A message with the number of its latest change (`seq`, topic `chat:{channelId}`). A deleted one
 * keeps its place with an empty body, so a client that held it drops it.
 */
export const chatMessageSchema = z.object({
  id: z.int(),
  seq: z.number(),
  channelId: z.int(),
  author: chatAuthorSchema,
  body: z.string(),
  pinned: z.boolean(),
  deleted: z.boolean(),
  deletedBy: z.nullable(z.enum(['author', 'moderator'])),
  editedMs: z.nullable(z.number()),
  createdMs: z.number(),
  reactions: z.array(chatReactionSchema),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A page of messages, oldest first; `more` says whether older ones exist (history) or more changes wait (catch-up). */
export const chatMessagesSchema = z.object({ messages: z.array(chatMessageSchema), more: z.boolean() });
export type ChatMessages = z.infer<typeof chatMessagesSchema>;

/** Another attendee, as the chat shows them. */
export const chatPersonSchema = z.object({ accountId: z.int(), displayName: z.string(), photo: z.nullable(z.string()) });
export type ChatPerson = z.infer<typeof chatPersonSchema>;

/**
 * A channel the attendee may read: the event's, a visible room's, or a direct one with `peer`.
 * `unread` counts the peer's messages the attendee has not read yet; shared channels keep no
 * reading position and answer 0.
 */
export const venueChatChannelSchema = z.object({
  id: z.int(),
  kind: z.enum(CHAT_CHANNEL_KINDS),
  roomId: z.nullable(z.int()),
  peer: z.nullable(chatPersonSchema),
  lastMessageMs: z.nullable(z.number()),
  unread: z.int(),
});
export type VenueChatChannel = z.infer<typeof venueChatChannelSchema>;

/** GET /api/venue/chat/unread: the unread messages of all the attendee's direct channels, for the menu. */
export const venueChatUnreadSchema = z.object({ unread: z.int() });
export type VenueChatUnread = z.infer<typeof venueChatUnreadSchema>;

/** GET /api/venue/chat: the attendee's channels and what they may do. */
export const venueChatSchema = z.object({
  channels: z.array(venueChatChannelSchema),
  accountId: z.int(),
  directMessages: z.boolean(),
  moderator: z.boolean(),
});
export type VenueChat = z.infer<typeof venueChatSchema>;

/** A channel in the console's list, with its activity. Direct channels name both attendees. */
export const consoleChatChannelSchema = z.object({
  id: z.int(),
  kind: z.enum(CHAT_CHANNEL_KINDS),
  roomId: z.nullable(z.int()),
  roomNameEn: z.nullable(z.string()),
  roomNameDe: z.nullable(z.string()),
  members: z.array(chatPersonSchema),
  messageCount: z.int(),
  openReports: z.int(),
  lastMessageMs: z.nullable(z.number()),
});
export type ConsoleChatChannel = z.infer<typeof consoleChatChannelSchema>;
export const consoleChatChannelsSchema = z.object({ channels: z.array(consoleChatChannelSchema) });

/** A report of a message not yet dealt with, for the console's channel view. */
export const chatReportSchema = z.object({
  id: z.int(),
  messageId: z.int(),
  reporter: chatPersonSchema,
  reason: z.string(),
  createdMs: z.number(),
});
export type ChatReport = z.infer<typeof chatReportSchema>;
export const chatReportsSchema = z.object({ reports: z.array(chatReportSchema) });
