import { fixedOffset, formatUtcOffset, wallDate, type OffsetAt, type VenueEvent, type VenueSession } from '@aula/shared';

/** The event's own zone: a fixed offset. */
export const eventZone = (event: Pick<VenueEvent, 'timezoneOffset'>): OffsetAt => fixedOffset(event.timezoneOffset);

/** The viewer's zone: the device's offset at each instant (daylight saving included). */
export const viewerZone: OffsetAt = (instantMs) => -new Date(instantMs).getTimezoneOffset();

/** Whether the viewer's clock reads the same as the event's at an instant; then one time is enough. */
export function viewerSharesZone(event: Pick<VenueEvent, 'timezoneOffset'>, instantMs: number): boolean {
  return viewerZone(instantMs) === event.timezoneOffset;
}

/** The event's offset as the agenda names it: 'UTC +01:00'. */
export const eventZoneName = (event: Pick<VenueEvent, 'timezoneOffset'>) => formatUtcOffset(event.timezoneOffset);

export const isOn = (session: Pick<VenueSession, 'startMs' | 'endMs'>, now: number) => session.startMs <= now && now < session.endMs;

/** What is on at `now`, earliest start first. */
export function sessionsOn<S extends Pick<VenueSession, 'startMs' | 'endMs'>>(sessions: readonly S[], now: number): S[] {
  return sessions.filter((session) => isOn(session, now)).sort((a, b) => a.startMs - b.startMs);
}

/** What comes next: the sessions of the next start time after `now` (several when parallel), at most `limit`. */
export function sessionsNext<S extends Pick<VenueSession, 'startMs'>>(sessions: readonly S[], now: number, limit = 3): S[] {
  const upcoming = sessions.filter((session) => session.startMs > now).sort((a, b) => a.startMs - b.startMs);
  const first = upcoming[0];
  return first ? upcoming.filter((session) => session.startMs === first.startMs).slice(0, limit) : [];
}

/** The sessions by day of the event's zone (`YYYY-MM-DD`), days and sessions in time order. */
export function sessionsByDay<S extends Pick<VenueSession, 'startMs' | 'endMs'>>(sessions: readonly S[], zone: OffsetAt): [day: string, sessions: S[]][] {
  const days = new Map<string, S[]>();
  for (const session of [...sessions].sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs)) {
    const day = wallDate(session.startMs, zone);
    days.set(day, [...(days.get(day) ?? []), session]);
  }
  return [...days];
}

/** What is left until `targetMs`, in whole days, hours, minutes and seconds (never below zero). */
export function countdownParts(targetMs: number, now: number): { days: number; hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor((targetMs - now) / 1000));
  return { days: Math.floor(total / 86_400), hours: Math.floor((total % 86_400) / 3_600), minutes: Math.floor((total % 3_600) / 60), seconds: total % 60 };
}
