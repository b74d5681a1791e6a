import type { FastifyInstance, FastifyReply } from 'fastify';
import { attendeeCalls, venueCalls } from '@aula/shared';
import { OK, route } from '../../http/route';
import { registerImageUploads, uploadedImageIn } from '../files/uploads';
import type { DownloadFile } from './service';

/** Sends a file download; the name is an ASCII slug (see http/download-name), safe inside the quotes. */
function sendFile(reply: FastifyReply, file: DownloadFile, type: string): FastifyReply {
  return reply.header('content-disposition', `attachment; filename="${file.filename}"`).header('cache-control', 'no-store').type(type).send(file.content);
}

/**
 * The console's attendee account calls under /api (docs/rules/attendees.md). Each needs a signed-in organiser and
 * reaches only the accounts of the caller's company's events; the photo upload is multipart.
 * The attendee's own copy and erasure of their data (docs/rules/attendees.md#personal-data) are here too, on venue routes.
 */
export async function attendeeRoutes(app: FastifyInstance): Promise<void> {
  await registerImageUploads(app);
  const { attendees } = app.services;
  const signedIn = { auth: 'user' } as const;

  route(app, attendeeCalls.list, signedIn, async (request) => attendees.list(request.user, request.params.eventId, request.query));
  route(app, attendeeCalls.get, signedIn, async (request) => attendees.get(request.user, request.params.eventId, request.params.accountId));
  route(app, attendeeCalls.save, signedIn, async (request) => attendees.save(request.user, request.body));
  route(app, attendeeCalls.setPhoto, signedIn, async (request) =>
    attendees.setPhoto(request.user, request.params.eventId, request.params.accountId, uploadedImageIn(request.body)),
  );
  route(app, attendeeCalls.removePhoto, signedIn, async (request) => attendees.removePhoto(request.user, request.params.eventId, request.params.accountId));
  route(app, attendeeCalls.delete, signedIn, async (request) => attendees.delete(request.user, request.params.eventId, request.body));
  route(app, attendeeCalls.exportCsv, signedIn, async (request, reply) =>
    sendFile(reply, await attendees.exportCsv(request.user, request.params.eventId, request.body, request.lang), 'text/csv; charset=utf-8'),
  );
  route(app, attendeeCalls.groups, signedIn, async (request) => attendees.groups(request.user, request.params.eventId));
  route(app, attendeeCalls.exportData, signedIn, async (request, reply) =>
    sendFile(reply, await attendees.personalData(request.user, request.params.eventId, request.params.accountId), 'application/json; charset=utf-8'),
  );
  route(app, attendeeCalls.erase, signedIn, async (request) => {
    await attendees.erase(request.user, request.params.eventId, request.params.accountId);
    return OK;
  });

  const attendeeOnly = { auth: 'attendee' } as const;
  route(app, venueCalls.exportData, attendeeOnly, async (request, reply) =>
    sendFile(reply, await attendees.ownPersonalData(request.attendee), 'application/json; charset=utf-8'),
  );
  route(app, venueCalls.erase, attendeeOnly, async (request) => {
    await attendees.eraseOwn(request.attendee, request.body.confirmation);
    return OK;
  });
}
