import { BOOTH_LEAD_CHANGES_PER_MINUTE, BOOTH_LEAD_CONSENT_VERSION, type AttendeePersonalData, type BoothLead, type VenueBoothLead, type VenueBoothLeadBody } from '@aula/shared';
import type { Database } from '../../db/client';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { AuthenticatedAttendee } from '../attendee-auth/sessions';
import type { EngagementService } from '../engagement/service';
import type { EventsService } from '../events/service';
import type { ExpoBoothsService } from '../expo-booths/service';
import { tooManyRequests } from '../rate-limit/guard';
import type { RateLimitService } from '../rate-limit/service';
import { presentBoothLead, presentPersonalBoothLeads, presentVenueBoothLead } from './presenter';
import { createBoothLeadsRepository } from './repository';

type Caller = Pick<AuthenticatedUser, 'id' | 'companyId' | 'role'>;

type Deps = {
  now: () => Date;
  booths: Pick<ExpoBoothsService, 'ownExpoRoom' | 'venueExpoRoom'>;
  engagement: Pick<EngagementService, 'viewer'>;
  events: Pick<EventsService, 'info'>;
  rateLimits: Pick<RateLimitService, 'consume'>;
};

/**
 * Contacts attendees leave at expo booths (docs/rules/venue.md#booth-leads): one per attendee and
 * booth, left, updated and withdrawn by the attendee in their own event only, read and exported
 * by the organisers of the event.
 */
export function createBoothLeadsService(db: Database, { now, booths, engagement, events, rateLimits }: Deps) {
  const repository = createBoothLeadsRepository(db);

  /** The attendee at a visible expo room of their own event; any other room is 404. */
  async function visitor(attendee: AuthenticatedAttendee, roomId: number) {
    const viewer = await engagement.viewer(attendee);
    await booths.venueExpoRoom(viewer.eventId, roomId);
    return viewer;
  }

  async function limitChanges(accountId: number): Promise<void> {
    const verdict = await rateLimits.consume([{ key: `booth-lead:${accountId}`, limit: BOOTH_LEAD_CHANGES_PER_MINUTE, windowSeconds: 60 }]);
    if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds);
  }

  return {
    /** GET /api/venue/booths/{roomId}/lead */
    async mine(attendee: AuthenticatedAttendee, roomId: number): Promise<VenueBoothLead | null> {
      const viewer = await visitor(attendee, roomId);
      const row = await repository.find(roomId, viewer.accountId);
      return row && presentVenueBoothLead(row);
    },

    /** POST /api/venue/booths/{roomId}/lead: the body's consent is true (the shared rule); it is recorded anew with each save. */
    async save(attendee: AuthenticatedAttendee, roomId: number, body: VenueBoothLeadBody): Promise<VenueBoothLead> {
      const viewer = await visitor(attendee, roomId);
      await limitChanges(viewer.accountId);
      const row = await repository.save(roomId, viewer.accountId, { message: body.message, consentVersion: BOOTH_LEAD_CONSENT_VERSION, consentedAt: now() });
      return presentVenueBoothLead(row);
    },

    /** DELETE /api/venue/booths/{roomId}/lead: the lead is deleted; withdrawing one not left changes nothing. */
    async withdraw(attendee: AuthenticatedAttendee, roomId: number): Promise<void> {
      const viewer = await visitor(attendee, roomId);
      await limitChanges(viewer.accountId);
      await repository.remove(roomId, viewer.accountId);
    },

    /** GET /api/boothLeads/{eventId}/{roomId} */
    async list(user: Caller, eventId: number, roomId: number): Promise<BoothLead[]> {
      await booths.ownExpoRoom(user, eventId, roomId);
      return (await repository.ofRoom(roomId)).map(presentBoothLead);
    },

    /** GET /api/boothLeads/{eventId}/{roomId}/csv: the list with what a file needs, the booth's name and the event's zone. */
    async export(user: Caller, eventId: number, roomId: number): Promise<{ leads: BoothLead[]; boothName: string; timezoneOffset: number }> {
      const room = await booths.ownExpoRoom(user, eventId, roomId);
      const [rows, event] = await Promise.all([repository.ofRoom(roomId), events.info(user, eventId)]);
      return { leads: rows.map(presentBoothLead), boothName: room.nameEn, timezoneOffset: event.timezone };
    },

    /** The account's leads for its personal data. */
    async personalData(accountId: number): Promise<AttendeePersonalData['boothLeads']> {
      return presentPersonalBoothLeads(await repository.ofAccount(accountId));
    },

    /** An erased account's leads are deleted. */
    accountErased: (accountId: number): Promise<void> => repository.removeAccount(accountId),
  };
}

export type BoothLeadsService = ReturnType<typeof createBoothLeadsService>;
