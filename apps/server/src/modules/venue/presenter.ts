import { venueStateAt, type RoomType, type VenueContent, type VenueEvent } from '@aula/shared';
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

/** What a signed-in attendee sees; a closed event keeps only its name and design. */
export function presentVenueContent(published: PublishedEvent, nowMs: number): VenueContent {
  const event = presentVenueEvent(published, nowMs);
  const content: EventContent | null = event.state === 'closed' ? null : published.content;
  return {
    event,
    design: published.design,
    menu: content?.navigation ?? [],
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
    })),
  };
}
