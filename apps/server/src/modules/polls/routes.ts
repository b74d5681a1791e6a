import type { FastifyInstance } from 'fastify';
import { pollCalls, venuePollCalls } from '@aula/shared';
import { OK, route } from '../../http/route';

/** The console's polls (docs/rules/communications.md#polls) and the venue's: attendees vote, moderators open and close live polls. */
export async function pollRoutes(app: FastifyInstance): Promise<void> {
  const { polls, topicAccess } = app.services;
  topicAccess.define('polls', (subscriber, roomId) => polls.mayFollow(subscriber, roomId));
  app.addHook('onClose', async () => polls.stop());

  const signedIn = { auth: 'user' } as const;
  route(app, pollCalls.list, signedIn, async (request) => polls.list(request.user, request.params.eventId));
  route(app, pollCalls.get, signedIn, async (request) => polls.get(request.user, request.params.eventId, request.params.pollId));
  route(app, pollCalls.roomPolls, signedIn, async (request) =>
    polls.roomPolls(request.user, request.params.eventId, request.params.roomId, request.query.after),
  );
  route(app, pollCalls.save, signedIn, async (request) => polls.save(request.user, request.body));
  route(app, pollCalls.setStatus, signedIn, async (request) =>
    polls.setStatus(request.user, request.body.eventId, request.body.pollId, request.body.status),
  );
  route(app, pollCalls.delete, signedIn, async (request) => {
    await polls.delete(request.user, request.body.eventId, request.body.pollId);
    return OK;
  });
  route(app, pollCalls.exportCsv, signedIn, async (request, reply) => {
    const file = await polls.exportCsv(request.user, request.params.eventId, request.params.pollId, request.lang);
    return reply
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'no-store')
      .type('text/csv; charset=utf-8')
      .send(file.content);
  });

  const attendeeOnly = { auth: 'attendee' } as const;
  route(app, venuePollCalls.eventPolls, attendeeOnly, async (request) => polls.venueEventPolls(request.attendee));
  route(app, venuePollCalls.roomPolls, attendeeOnly, async (request) =>
    polls.venueRoomPolls(request.attendee, request.params.roomId, request.query.after),
  );
  route(app, venuePollCalls.vote, attendeeOnly, async (request) => polls.vote(request.attendee, request.params.pollId, request.body.optionIds));
  route(app, venuePollCalls.setStatus, attendeeOnly, async (request) =>
    polls.venueSetStatus(request.attendee, request.params.pollId, request.body.status),
  );
}
