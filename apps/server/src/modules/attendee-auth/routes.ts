import type { FastifyInstance } from 'fastify';
import { venueCalls, venueSessionCalls } from '@aula/shared';
import { OK, route } from '../../http/route';
import { registerImageUploads, uploadedImageIn } from '../files/uploads';

/**
 * The attendee's own session and profile under /api/venue. Every route is marked `attendee`, so
 * only an attendee's token opens it (plugins/attendee-auth.ts).
 */
export async function venueSessionRoutes(app: FastifyInstance): Promise<void> {
  await registerImageUploads(app);
  const { attendeeSessions, venueProfiles } = app.services;
  const attendeeOnly = { auth: 'attendee' } as const;

  route(app, venueSessionCalls.me, attendeeOnly, async (request) => venueProfiles.me(request.attendee));
  route(app, venueSessionCalls.logout, attendeeOnly, async (request) => {
    await attendeeSessions.end(request.attendee);
    return OK;
  });
  route(app, venueCalls.saveProfile, attendeeOnly, async (request) => venueProfiles.save(request.attendee, request.body));
  route(app, venueCalls.photo, attendeeOnly, async (request) => {
    const upload = uploadedImageIn(request.body);
    // No file, or an empty one, removes the photo (the form offers to remove it: docs/rules/uploads.md#photos).
    return venueProfiles.setPhoto(request.attendee, upload && upload.content.length > 0 ? upload : null);
  });
}
