import { okSchema } from '../schemas/common-answers';
import {
  chatChannelPathSchema,
  chatDirectBodySchema,
  chatEventChannelPathSchema,
  chatEventMessagePathSchema,
  chatEventPathSchema,
  chatMessagePathSchema,
  chatMessageSchema,
  chatMessagesQuerySchema,
  chatMessagesSchema,
  chatPeopleQuerySchema,
  chatPersonSchema,
  chatPinBodySchema,
  chatPostBodySchema,
  chatReactBodySchema,
  chatReadBodySchema,
  chatReportBodySchema,
  chatReportsSchema,
  consoleChatChannelSchema,
  consoleChatChannelsSchema,
  venueChatChannelSchema,
  venueChatSchema,
  venueChatUnreadSchema,
} from '../schemas/chat';
import * as z from 'zod/mini';
import { defineCall } from './define-call';

/**
 * The venue's chat (docs/rules/communications.md#chat), with the attendee's token. A channel of another event, a hidden
 * room's or a direct one the attendee is not in is 404; moderators' calls are 403 for others.
 * Changes arrive on the topic `chat:{channelId}`.
 */
export const venueChatCalls = {
  channels: defineCall({ method: 'GET', path: '/venue/chat', summary: "The attendee's chat channels and what they may do there", answer: venueChatSchema }),
  unread: defineCall({ method: 'GET', path: '/venue/chat/unread', summary: "The unread messages of all the attendee's direct channels", answer: venueChatUnreadSchema }),
  messages: defineCall({ method: 'GET', path: '/venue/chat/:channelId/messages', summary: "A channel's latest messages, older ones (before) or the changes after a change number (after)", params: chatChannelPathSchema, query: chatMessagesQuerySchema, answer: chatMessagesSchema }),
  post: defineCall({ method: 'POST', path: '/venue/chat/:channelId/messages', summary: 'Writes a message', params: chatChannelPathSchema, body: chatPostBodySchema, answer: chatMessageSchema }),
  edit: defineCall({ method: 'POST', path: '/venue/chat/message/:messageId/edit', summary: "Changes one's own message", params: chatMessagePathSchema, body: chatPostBodySchema, answer: chatMessageSchema }),
  delete: defineCall({ method: 'POST', path: '/venue/chat/message/:messageId/delete', summary: "Deletes one's own message, or any as a moderator", params: chatMessagePathSchema, answer: chatMessageSchema }),
  react: defineCall({ method: 'POST', path: '/venue/chat/message/:messageId/react', summary: 'Adds or takes back a reaction', params: chatMessagePathSchema, body: chatReactBodySchema, answer: chatMessageSchema }),
  report: defineCall({ method: 'POST', path: '/venue/chat/message/:messageId/report', summary: 'Reports a message to the moderators', params: chatMessagePathSchema, body: chatReportBodySchema, answer: okSchema }),
  pin: defineCall({ method: 'POST', path: '/venue/chat/message/:messageId/pin', summary: 'Pins or unpins a message (moderators)', params: chatMessagePathSchema, body: chatPinBodySchema, answer: chatMessageSchema }),
  people: defineCall({ method: 'GET', path: '/venue/chat/people', summary: 'Attendees to write to directly, when the event allows it', query: chatPeopleQuerySchema, answer: z.array(chatPersonSchema) }),
  read: defineCall({ method: 'POST', path: '/venue/chat/:channelId/read', summary: 'Marks a direct channel read up to a message; every tab of the attendee hears of it', params: chatChannelPathSchema, body: chatReadBodySchema, answer: okSchema }),
  direct: defineCall({ method: 'POST', path: '/venue/chat/direct', summary: 'The direct channel with another attendee, opened if new', body: chatDirectBodySchema, answer: venueChatChannelSchema }),
};

/** The console's chat of an event (docs/rules/communications.md#chat): channels with activity, a channel's live view and moderation, the transcript. */
export const chatCalls = {
  channels: defineCall({ method: 'GET', path: '/chatChannels/:eventId', summary: "The event's chat channels with message counts and last activity", params: chatEventPathSchema, answer: consoleChatChannelsSchema }),
  channel: defineCall({ method: 'GET', path: '/chatChannel/:eventId/:channelId', summary: 'One channel of the event', params: chatEventChannelPathSchema, answer: consoleChatChannelSchema }),
  messages: defineCall({ method: 'GET', path: '/chatChannel/:eventId/:channelId/messages', summary: "A channel's latest messages, older ones (before) or the changes after a change number (after)", params: chatEventChannelPathSchema, query: chatMessagesQuerySchema, answer: chatMessagesSchema }),
  post: defineCall({ method: 'POST', path: '/chatChannel/:eventId/:channelId/messages', summary: 'Writes a message as the organisers', params: chatEventChannelPathSchema, body: chatPostBodySchema, answer: chatMessageSchema }),
  reports: defineCall({ method: 'GET', path: '/chatChannel/:eventId/:channelId/reports', summary: "The channel's reports not yet dealt with", params: chatEventChannelPathSchema, answer: chatReportsSchema }),
  transcript: defineCall({ method: 'GET', path: '/chatChannel/:eventId/:channelId/transcript', summary: "The channel's messages as a CSV file", params: chatEventChannelPathSchema }),
  delete: defineCall({ method: 'POST', path: '/chatMessage/:eventId/:messageId/delete', summary: 'Deletes a message; its reports are dealt with', params: chatEventMessagePathSchema, answer: chatMessageSchema }),
  pin: defineCall({ method: 'POST', path: '/chatMessage/:eventId/:messageId/pin', summary: 'Pins or unpins a message', params: chatEventMessagePathSchema, body: chatPinBodySchema, answer: chatMessageSchema }),
  dismissReports: defineCall({ method: 'POST', path: '/chatMessage/:eventId/:messageId/dismissReports', summary: "Keeps a reported message and closes its reports", params: chatEventMessagePathSchema, answer: okSchema }),
};
