import type { FastifyInstance } from 'fastify';
import { chatCalls, venueChatCalls } from '@aula/shared';
import { OK, route } from '../../http/route';

/**
 * The chat's calls (docs/rules/communications.md#chat): the venue's under /api/venue/chat with the attendee's token, the
 * console's with an organiser's. Who may follow a channel's topic is decided here, once.
 */
export async function chatRoutes(app: FastifyInstance): Promise<void> {
  const { chat, topicAccess } = app.services;
  topicAccess.define('chat', (subscriber, channelId) => chat.allowsTopic(subscriber, channelId));

  const attendeeOnly = { auth: 'attendee' } as const;
  route(app, venueChatCalls.channels, attendeeOnly, async (request) => chat.venueChannels(request.attendee));
  route(app, venueChatCalls.unread, attendeeOnly, async (request) => chat.venueUnread(request.attendee));
  route(app, venueChatCalls.messages, attendeeOnly, async (request) => chat.venueMessages(request.attendee, request.params.channelId, request.query));
  route(app, venueChatCalls.post, attendeeOnly, async (request) => chat.venuePost(request.attendee, request.params.channelId, request.body.body));
  route(app, venueChatCalls.edit, attendeeOnly, async (request) => chat.venueEdit(request.attendee, request.params.messageId, request.body.body));
  route(app, venueChatCalls.delete, attendeeOnly, async (request) => chat.venueDelete(request.attendee, request.params.messageId));
  route(app, venueChatCalls.react, attendeeOnly, async (request) => chat.venueReact(request.attendee, request.params.messageId, request.body.emoji, request.body.on));
  route(app, venueChatCalls.report, attendeeOnly, async (request) => {
    await chat.venueReport(request.attendee, request.params.messageId, request.body.reason);
    return OK;
  });
  route(app, venueChatCalls.pin, attendeeOnly, async (request) => chat.venuePin(request.attendee, request.params.messageId, request.body.pinned));
  route(app, venueChatCalls.people, attendeeOnly, async (request) => chat.venuePeople(request.attendee, request.query.q));
  route(app, venueChatCalls.read, attendeeOnly, async (request) => {
    await chat.venueRead(request.attendee, request.params.channelId, request.body.messageId);
    return OK;
  });
  route(app, venueChatCalls.direct, attendeeOnly, async (request) => chat.venueDirect(request.attendee, request.body.accountId));

  const signedIn = { auth: 'user' } as const;
  route(app, chatCalls.channels, signedIn, async (request) => chat.channels(request.user, request.params.eventId));
  route(app, chatCalls.channel, signedIn, async (request) => chat.channel(request.user, request.params.eventId, request.params.channelId));
  route(app, chatCalls.messages, signedIn, async (request) => chat.messages(request.user, request.params.eventId, request.params.channelId, request.query));
  route(app, chatCalls.post, signedIn, async (request) => chat.post(request.user, request.params.eventId, request.params.channelId, request.body.body));
  route(app, chatCalls.reports, signedIn, async (request) => chat.reports(request.user, request.params.eventId, request.params.channelId));
  route(app, chatCalls.delete, signedIn, async (request) => chat.delete(request.user, request.params.eventId, request.params.messageId));
  route(app, chatCalls.pin, signedIn, async (request) => chat.pin(request.user, request.params.eventId, request.params.messageId, request.body.pinned));
  route(app, chatCalls.dismissReports, signedIn, async (request) => {
    await chat.dismissReports(request.user, request.params.eventId, request.params.messageId);
    return OK;
  });
  route(app, chatCalls.transcript, signedIn, async (request, reply) => {
    const file = await chat.transcript(request.user, request.params.eventId, request.params.channelId, request.lang);
    return reply.header('content-disposition', `attachment; filename="${file.filename}"`).header('cache-control', 'no-store').type('text/csv; charset=utf-8').send(file.content);
  });
}
