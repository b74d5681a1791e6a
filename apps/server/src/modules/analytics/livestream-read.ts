import { averageMinutesPerAttendee, dropOff, peakConcurrent, type AnalyticsLivestream, type AnalyticsPeriod, type Language } from '@aula/shared';
import type { Database } from '../../db/client';
import { dayRange, eventRange } from './policy';
import { createAnalyticsLivestreamRepository } from './livestream-repository';

/** A name in the caller's language, the other language's when it has none (as rooms and the agenda show names). */
export const inLanguage = (lang: Language, en: string, de: string) => (lang === 'de' ? de || en : en || de);

/** A session's slot as UTC instants: its wall-clock start and end in the event's zone. */
export function slotOf(session: { day: string; startTime: string; endTime: string }, timezoneOffset: number) {
  const at = (time: string) => new Date(Date.parse(`${session.day}T${time}:00Z`) - timezoneOffset * 60_000);
  return { from: at(session.startTime), to: at(session.endTime) };
}

/** The Livestream screen: each stage's viewers over time, watch minutes and how each session held its viewers. */
export function createLivestreamReads(db: Database) {
  const repository = createAnalyticsLivestreamRepository(db);

  async function sessionsOf(eventId: number, roomId: number, period: AnalyticsPeriod, lang: Language) {
    const sessions = [];
    for (const session of await repository.roomSessions(eventId, roomId, period.day)) {
      const slot = slotOf(session, period.timezoneOffset);
      const minutes = await repository.viewersByMinute(eventId, roomId, slot);
      const viewersAt = (at: Date) => minutes.find((point) => point.minute === at.toISOString())?.attendees ?? 0;
      const peakViewers = peakConcurrent(minutes).attendees;
      const endViewers = viewersAt(new Date(slot.to.getTime() - 60_000));
      sessions.push({
        sessionId: session.sessionId,
        title: inLanguage(lang, session.titleEn, session.titleDe),
        start: slot.from.toISOString(),
        startViewers: viewersAt(slot.from),
        peakViewers,
        endViewers,
        dropOff: dropOff(peakViewers, endViewers),
      });
    }
    return sessions;
  }

  return {
    async livestream(eventId: number, period: AnalyticsPeriod, lang: Language): Promise<AnalyticsLivestream> {
      const range = period.day === null ? eventRange(period) : dayRange(period.day, period.timezoneOffset);
      const rooms = [];
      for (const room of await repository.streamRooms(eventId)) {
        const viewers =
          period.day === null
            ? { step: 'hour' as const, points: await repository.viewersByHour(eventId, room.roomId, period.timezoneOffset) }
            : {
                step: 'minute' as const,
                points: (await repository.viewersByMinute(eventId, room.roomId, range)).map((point) => ({ at: point.minute, value: point.attendees })),
              };
        const totals = await repository.watchTotals(eventId, room.roomId, range);
        rooms.push({
          roomId: room.roomId,
          roomName: inLanguage(lang, room.nameEn, room.nameDe),
          viewers,
          watchMinutes: totals.watchMinutes,
          averageViewMinutes: averageMinutesPerAttendee(totals.watchMinutes, totals.viewers),
          sessions: await sessionsOf(eventId, room.roomId, period, lang),
        });
      }
      return { period, rooms };
    },
  };
}
