import { averageMinutesPerAttendee, dropOff, peakConcurrent, type AnalyticsLivestream, type AnalyticsPeriod, type Language } from '@aula/shared';
import type { Database } from '../../db/client';
import { dayRange, eventRange } from './policy';
import { createAnalyticsLivestreamRepository, type StageSession, type ViewerPoint } from './livestream-repository';

/** A name in the caller's language, the other language's when it has none (as rooms and the agenda show names). */
export const inLanguage = (lang: Language, en: string, de: string) => (lang === 'de' ? de || en : en || de);

/** A session's slot as UTC instants: its wall-clock start and end in the event's zone. */
export function slotOf(session: { day: string; startTime: string; endTime: string }, timezoneOffset: number) {
  const at = (time: string) => new Date(Date.parse(`${session.day}T${time}:00Z`) - timezoneOffset * 60_000);
  return { from: at(session.startTime), to: at(session.endTime) };
}

/**
 * The last minute of a session that has ended (docs/rules/analytics.md#definitions): its last one,
 * or while it runs the last minute that has ended; null before its first minute has ended.
 */
export function lastEndedMinute(slot: { from: Date; to: Date }, now: Date): Date | null {
  const last = Math.min(slot.to.getTime(), Math.floor(now.getTime() / 60_000) * 60_000) - 60_000;
  return last < slot.from.getTime() ? null : new Date(last);
}

/** The Livestream screen: each stage's viewers over time, watch minutes and how each session held its viewers. */
export function createLivestreamReads(db: Database, now: () => Date) {
  const repository = createAnalyticsLivestreamRepository(db);

  function sessionRow(session: StageSession, minutes: Map<string, number>, timezoneOffset: number, lang: Language) {
    const slot = slotOf(session, timezoneOffset);
    const lastMinute = lastEndedMinute(slot, now());
    const inSlot: ViewerPoint[] = [];
    for (let at = slot.from.getTime(); at < slot.to.getTime(); at += 60_000) {
      const minute = new Date(at).toISOString();
      const attendees = minutes.get(minute);
      if (attendees !== undefined) inSlot.push({ minute, attendees });
    }
    const viewersAt = (at: Date) => minutes.get(at.toISOString()) ?? 0;
    const peakViewers = peakConcurrent(inSlot).attendees;
    const endViewers = lastMinute === null ? 0 : viewersAt(lastMinute);
    return {
      sessionId: session.sessionId,
      title: inLanguage(lang, session.titleEn, session.titleDe),
      start: slot.from.toISOString(),
      startViewers: viewersAt(slot.from),
      peakViewers,
      endViewers,
      dropOff: lastMinute === null ? null : dropOff(peakViewers, endViewers),
    };
  }

  return {
    async livestream(eventId: number, period: AnalyticsPeriod, lang: Language): Promise<AnalyticsLivestream> {
      const range = period.day === null ? eventRange(period) : dayRange(period.day, period.timezoneOffset);
      const stages = await repository.streamRooms(eventId);
      const sessions = await repository.stageSessions(eventId, period.day);
      // The minutes read cover the period and every session's slot, which may lie outside the event's days.
      const slots = [...sessions.values()].flat().map((session) => slotOf(session, period.timezoneOffset));
      const covered = {
        from: new Date(Math.min(range.from.getTime(), ...slots.map((slot) => slot.from.getTime()))),
        to: new Date(Math.max(range.to.getTime(), ...slots.map((slot) => slot.to.getTime()))),
      };
      const minutes = await repository.viewersByMinute(eventId, covered);
      const hours = period.day === null ? await repository.viewersByHour(eventId, period.timezoneOffset) : null;
      const totals = await repository.watchTotals(eventId, range);
      const rooms = stages.map((room) => {
        const roomMinutes = minutes.get(room.roomId) ?? [];
        const inRange = roomMinutes.filter((point) => point.minute >= range.from.toISOString() && point.minute < range.to.toISOString());
        const byMinute = new Map(roomMinutes.map((point) => [point.minute, point.attendees]));
        const { watchMinutes, viewers } = totals.get(room.roomId) ?? { watchMinutes: 0, viewers: 0 };
        return {
          roomId: room.roomId,
          roomName: inLanguage(lang, room.nameEn, room.nameDe),
          viewers:
            hours === null
              ? { step: 'minute' as const, points: inRange.map((point) => ({ at: point.minute, value: point.attendees })) }
              : { step: 'hour' as const, points: hours.get(room.roomId) ?? [] },
          watchMinutes,
          averageViewMinutes: averageMinutesPerAttendee(watchMinutes, viewers),
          sessions: (sessions.get(room.roomId) ?? []).map((session) => sessionRow(session, byMinute, period.timezoneOffset, lang)),
        };
      });
      return { period, rooms };
    },
  };
}
