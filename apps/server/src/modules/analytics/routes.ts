import type { FastifyInstance } from 'fastify';
import { analyticsCalls } from '@aula/shared';
import { attachmentDisposition } from '../../http/content-disposition';
import { downloadName } from '../../http/download-name';
import { route } from '../../http/route';
import { sendTable } from '../../http/table-export/stream-table';
import { renderSummaryPdf } from '../../summary-pdf/summary-pdf';
import { summaryInput } from './summary';

/**
 * The console's analytics of an event under /api (docs/rules/analytics.md#screens): organisers of
 * the event's company only; attendees' tokens are refused by the `user` guard.
 */
export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  const { analyticsRead } = app.services;
  const signedIn = { auth: 'user' } as const;

  route(app, analyticsCalls.dashboard, signedIn, async (request) => analyticsRead.dashboard(request.user, request.params.eventId, request.query.day));

  route(app, analyticsCalls.general, signedIn, async (request) => analyticsRead.general(request.user, request.params.eventId, request.query.day));

  route(app, analyticsCalls.sessions, signedIn, async (request) => analyticsRead.sessions(request.user, request.params.eventId, request.query, request.lang));

  route(app, analyticsCalls.session, signedIn, async (request) =>
    analyticsRead.session(request.user, request.params.eventId, request.params.sessionId, request.query.page, request.lang),
  );

  route(app, analyticsCalls.livestream, signedIn, async (request) => analyticsRead.livestream(request.user, request.params.eventId, request.query.day, request.lang));

  route(app, analyticsCalls.rooms, signedIn, async (request) => analyticsRead.rooms(request.user, request.params.eventId, request.query.day, request.lang));

  route(app, analyticsCalls.accounts, signedIn, async (request) => analyticsRead.accounts(request.user, request.params.eventId, request.query));

  route(app, analyticsCalls.setWeights, signedIn, async (request) => analyticsRead.setWeights(request.user, request.params.eventId, request.body));

  route(app, analyticsCalls.setRetention, signedIn, async (request) => analyticsRead.setRetention(request.user, request.params.eventId, request.body.retentionDays));

  route(app, analyticsCalls.exportFile, signedIn, async (request, reply) => {
    const { eventId, screen, format } = request.params;
    const { eventName, timezoneOffset, table } = await analyticsRead.screenTable(request.user, eventId, screen, request.query, request.lang);
    return sendTable(reply, downloadName(eventName, `-${screen}`), { ...table, format, lang: request.lang, timezoneOffset });
  });

  route(app, analyticsCalls.summaryPdf, signedIn, async (request, reply) => {
    const { event, dashboard, concurrent } = await analyticsRead.summary(request.user, request.params.eventId, request.query.day);
    const pdf = await renderSummaryPdf(summaryInput(request.lang, event, dashboard, concurrent, app.now()));
    return reply
      .header('content-disposition', attachmentDisposition(downloadName(event.name, '-summary.pdf')))
      .header('cache-control', 'no-store')
      .type('application/pdf')
      .send(pdf);
  });
}
