import { venueStateAt, type RoomType, type VenueContent, type VenueEvent, type VenuePersonSummary } from '@aula/shared';
import type { VenuePeopleFacts } from '../people/service';
import type { EventContent, PublishedEvent } from '../public-page/service';

/** The event as the venue's frame needs it, with its state and the server's clock at `nowMs`. */
export function presentVenueEvent(published: PublishedEvent, nowMs: number): VenueEvent {
  const { event, closingMs } = published;
  return {
    name: event.name,
    code: event.code,
    language: event.language,
    timezoneOffset: event.timezoneOffset,
    startMs: event.startMs,
    endMs: event.endMs,
    closingMs,
    state: venueStateAt({ startMs: event.startMs, closingMs }, nowMs),
    nowMs,
  };
}

/** The content without its people: for reads that serve no one attendee. */
export const NO_PEOPLE: VenuePeopleFacts = { directory: false, speakers: [] };

/** What a signed-in attendee sees; a closed event keeps only its name and design. */
export function presentVenueContent(published: PublishedEvent, nowMs: number, people: VenuePeopleFacts): VenueContent {
  const event = presentVenueEvent(published, nowMs);
  const content: EventContent | null = event.state === 'closed' ? null : published.content;
  const speakerIds = new Map<number, number[]>();
  const speakers = new Map<number, VenuePersonSummary>();
  for (const { sessionId, person } of people.speakers) {
    speakerIds.set(sessionId, [...(speakerIds.get(sessionId) ?? []), person.accountId]);
    speakers.set(person.accountId, person);
  }
  return {
    event,
    design: published.design,
    menu: (content?.navigation ?? []).filter((item) => people.directory || item.kind !== 'people'),
    rooms: (content?.rooms ?? []).map((room) => ({ ...room, type: room.type as RoomType })),
    categories: content?.categories ?? [],
    sessions: (content?.sessions ?? []).map((session) => ({
      id: session.id,
      titleEn: session.titleEn,
      titleDe: session.titleDe,
      descriptionEn: session.descriptionEn,
      descriptionDe: session.descriptionDe,
      startMs: session.startMs,
      endMs: session.endMs,
      roomId: session.roomId,
      categoryId: session.categoryId,
      hosts: session.hosts,
      speakerIds: speakerIds.get(session.id) ?? [],
    })),
    speakers: [...speakers.values()],
    directory: people.directory,
  };
}
