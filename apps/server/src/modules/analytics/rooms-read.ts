import { averageMinutesPerAttendee, engagementRate, type AnalyticsPeriod, type AnalyticsRooms, type Language } from '@aula/shared';
import type { Database } from '../../db/client';
import { inLanguage } from './livestream-read';
import { dayRange, eventRange } from './policy';
import { createAnalyticsRoomsRepository, type RoomFigureRow } from './rooms-repository';

const NO_FIGURES: Omit<RoomFigureRow, 'roomId'> = { visitors: 0, engagedVisitors: 0, visits: 0, presentMinutes: 0, chatMessages: 0, questions: 0, votes: 0 };

/** The Rooms screen: each room's visits, visitors, time spent, engagement and busy hours (docs/rules/analytics.md#definitions). */
export function createRoomsReads(db: Database) {
  const repository = createAnalyticsRoomsRepository(db);

  return {
    async rooms(eventId: number, period: AnalyticsPeriod, lang: Language): Promise<AnalyticsRooms> {
      const range = period.day === null ? eventRange(period) : dayRange(period.day, period.timezoneOffset);
      const figures = new Map((await repository.figures(eventId, period.day)).map((row) => [row.roomId, row]));
      const hours = await repository.visitorsByHourOfDay(eventId, range, period.timezoneOffset);
      const rooms = (await repository.rooms(eventId)).map((room) => {
        const figure = figures.get(room.roomId) ?? NO_FIGURES;
        return {
          roomId: room.roomId,
          roomName: inLanguage(lang, room.nameEn, room.nameDe),
          visits: figure.visits,
          uniqueVisitors: figure.visitors,
          presentMinutes: figure.presentMinutes,
          averageMinutes: averageMinutesPerAttendee(figure.presentMinutes, figure.visitors),
          engagementRate: engagementRate(figure.engagedVisitors, figure.visitors),
          messages: figure.chatMessages,
          questions: figure.questions,
          votes: figure.votes,
          busyHours: hours.filter((hour) => hour.roomId === room.roomId).map(({ hour, visitors }) => ({ hour, visitors })),
        };
      });
      return { period, rooms };
    },
  };
}
