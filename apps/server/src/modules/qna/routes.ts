import type { FastifyInstance } from 'fastify';
import { qnaCalls } from '@aula/shared';
import { route } from '../../http/route';

/**
 * Q&A's calls (docs/rules/communications.md#questions-and-answers): the venue's under /api/venue/qna for attendees, the console's under
 * /api/qna for organisers; and who may follow the room's topics on either socket.
 */
export async function qnaRoutes(app: FastifyInstance): Promise<void> {
  const { qna, topicAccess } = app.services;
  topicAccess.define('qna', qna.mayFollowRoom);
  topicAccess.define('qnaQueue', qna.mayFollowQueue);

  const attendeeOnly = { auth: 'attendee' } as const;
  route(app, qnaCalls.questions, attendeeOnly, async (request) => qna.questions(request.attendee, request.params.roomId, request.params.after));
  route(app, qnaCalls.ask, attendeeOnly, async (request) => qna.ask(request.attendee, request.params.roomId, request.body));
  route(app, qnaCalls.vote, attendeeOnly, async (request) => qna.vote(request.attendee, request.params.questionId, request.body.up));
  route(app, qnaCalls.withdraw, attendeeOnly, async (request) => qna.withdraw(request.attendee, request.params.questionId));
  route(app, qnaCalls.moderate, attendeeOnly, async (request) => qna.moderateAsAttendee(request.attendee, request.params.questionId, request.body.action));

  const signedIn = { auth: 'user' } as const;
  route(app, qnaCalls.consoleQuestions, signedIn, async (request) =>
    qna.consoleQuestions(request.user, request.params.eventId, request.params.roomId, request.params.after),
  );
  route(app, qnaCalls.consoleExport, signedIn, async (request, reply) => {
    const file = await qna.consoleExport(request.user, request.params.eventId, request.params.roomId, request.lang);
    return reply.header('content-disposition', `attachment; filename="${file.filename}"`).header('cache-control', 'no-store').type('text/csv; charset=utf-8').send(file.content);
  });
  route(app, qnaCalls.consoleModerate, signedIn, async (request) =>
    qna.consoleModerate(request.user, request.params.eventId, request.params.questionId, request.body.action),
  );
}
