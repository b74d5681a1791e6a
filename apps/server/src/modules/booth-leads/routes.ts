import type { FastifyInstance } from 'fastify';
import { boothCalls, venueBoothLeadCalls } from '@aula/shared';
import { downloadName } from '../../http/download-name';
import { OK, route } from '../../http/route';
import { sendTable } from '../../http/table-export/stream-table';
import { leadsTable } from './leads-table';

/** Booth leads (docs/rules/venue.md#booth-leads): attendees leave and withdraw theirs, the event's organisers read and export them. */
export async function boothLeadRoutes(app: FastifyInstance): Promise<void> {
  const { boothLeads } = app.services;
  const attendeeOnly = { auth: 'attendee' } as const;
  const signedIn = { auth: 'user' } as const;

  route(app, venueBoothLeadCalls.get, attendeeOnly, async (request) => boothLeads.mine(request.attendee, request.params.roomId));
  route(app, venueBoothLeadCalls.save, attendeeOnly, async (request) => boothLeads.save(request.attendee, request.params.roomId, request.body));
  route(app, venueBoothLeadCalls.withdraw, attendeeOnly, async (request) => {
    await boothLeads.withdraw(request.attendee, request.params.roomId);
    return OK;
  });

  route(app, boothCalls.leads, signedIn, async (request) => boothLeads.list(request.user, request.params.eventId, request.params.roomId));
  route(app, boothCalls.leadsCsv, signedIn, async (request, reply) => {
    const { leads, boothName, timezoneOffset } = await boothLeads.export(request.user, request.params.eventId, request.params.roomId);
    return sendTable(reply, downloadName(boothName, '-leads'), { ...leadsTable(leads, request.lang, timezoneOffset), format: 'csv' });
  });
}
