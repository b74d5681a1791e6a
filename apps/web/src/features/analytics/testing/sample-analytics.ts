import {
  DEFAULT_ENGAGEMENT_WEIGHTS,
  ROOM_TYPES,
  type AnalyticsAccountRow,
  type AnalyticsDashboard,
  type AnalyticsGeneral,
  type AnalyticsLivestream,
  type AnalyticsPeriod,
  type AnalyticsRooms,
  type AnalyticsSession,
  type AnalyticsSessionRow,
  type Room,
} from '@aula/shared';

/** A two-day event in Berlin's summer time (UTC+2). */
export const samplePeriod = (day: string | null = null): AnalyticsPeriod => ({ timezoneOffset: 120, days: ['2026-05-04', '2026-05-05'], day });

export const sampleDashboard = (day: string | null = null): AnalyticsDashboard => ({
  period: samplePeriod(day),
  funnel: { invited: 200, activated: 150, attended: 120, engaged: 90 },
  uniqueAttendees: day ? 80 : 120,
  peakConcurrent: { attendees: 64, minute: '2026-05-04T07:30:00.000Z' },
  watchMinutes: 5400,
  averageMinutes: 47.5,
  engagementRate: 0.75,
  eventScore: 31.2,
  concurrent: {
    step: 'minute',
    points: [
      { at: '2026-05-04T07:29:00.000Z', value: 60 },
      { at: '2026-05-04T07:30:00.000Z', value: 64 },
    ],
  },
  weights: { ...DEFAULT_ENGAGEMENT_WEIGHTS },
  retentionDays: 90,
});

export const emptyDashboard = (): AnalyticsDashboard => ({
  ...sampleDashboard(),
  funnel: { invited: 12, activated: 0, attended: 0, engaged: 0 },
  uniqueAttendees: 0,
  peakConcurrent: { attendees: 0, minute: null },
  watchMinutes: 0,
  averageMinutes: null,
  engagementRate: null,
  eventScore: null,
  concurrent: { step: 'hour', points: [] },
});

export const sampleGeneral = (day: string | null = null): AnalyticsGeneral => ({
  period: samplePeriod(day),
  byDay: [
    { day: '2026-05-04', attendees: 80, presentMinutes: 3600 },
    { day: '2026-05-05', attendees: 70, presentMinutes: 2100 },
  ],
  byHour: [
    { at: '2026-05-04T07:00:00.000Z', attendees: 64 },
    { at: '2026-05-04T08:00:00.000Z', attendees: 41 },
  ],
  languages: [
    { language: 'de', attendees: 70 },
    { language: 'en', attendees: 50 },
  ],
  browsers: [
    { browser: 'chrome', attendees: 90 },
    { browser: 'samsung', attendees: 30 },
  ],
  mail: { delivered: 198, failed: 2 },
});

export const sampleSessionRow = (sessionId: number): AnalyticsSessionRow => ({
  sessionId,
  title: `Session ${sessionId}`,
  roomId: 3,
  roomName: 'Main stage',
  start: '2026-05-04T07:00:00.000Z',
  end: '2026-05-04T08:00:00.000Z',
  attendees: 50 + sessionId,
  peak: 40,
  averageMinutes: 35.5,
  questions: 4,
  questionVotes: 9,
  messages: 12,
  reactions: 31,
});

export const sampleSession = (page = 1): AnalyticsSession => ({
  session: sampleSessionRow(5),
  timezoneOffset: 120,
  curve: { step: 'minute', points: [{ at: '2026-05-04T07:00:00.000Z', value: 40 }] },
  attendees: {
    rows: Array.from({ length: page === 1 ? 20 : 3 }, (_, index) => {
      const accountId = (page - 1) * 20 + index + 1;
      return { accountId, name: `Person ${accountId}`, email: `person-${accountId}@example.com`, minutes: 30, firstSeen: '2026-05-04T07:00:00.000Z', lastSeen: '2026-05-04T07:45:00.000Z' };
    }),
    page,
    pageSize: 20,
    total: 23,
  },
});

export const sampleLivestream = (): AnalyticsLivestream => ({
  period: samplePeriod(),
  rooms: [
    {
      roomId: 3,
      roomName: 'Main stage',
      viewers: { step: 'hour', points: [{ at: '2026-05-04T07:00:00.000Z', value: 55 }] },
      watchMinutes: 3000,
      averageViewMinutes: 42.3,
      sessions: [
        { sessionId: 5, title: 'Keynote', start: '2026-05-04T07:00:00.000Z', startViewers: 40, peakViewers: 55, endViewers: 33, dropOff: 0.4 },
        { sessionId: 6, title: 'Empty slot', start: '2026-05-04T09:00:00.000Z', startViewers: 0, peakViewers: 0, endViewers: 0, dropOff: null },
      ],
    },
  ],
});

export const sampleRooms = (): AnalyticsRooms => ({
  period: samplePeriod(),
  rooms: [
    {
      roomId: 3,
      roomName: 'Main stage',
      visits: 310,
      uniqueVisitors: 110,
      presentMinutes: 4200,
      averageMinutes: 38.2,
      engagementRate: 0.5,
      messages: 40,
      questions: 8,
      votes: 25,
      busyHours: [
        { hour: 9, visitors: 70 },
        { hour: 10, visitors: 45 },
      ],
    },
    { roomId: 4, roomName: 'Lounge', visits: 0, uniqueVisitors: 0, presentMinutes: 0, averageMinutes: null, engagementRate: null, messages: 0, questions: 0, votes: 0, busyHours: [] },
  ],
});

/** 25 accounts, Anna first by name; scores fall with the id. */
export const sampleAccountRows = (): AnalyticsAccountRow[] =>
  Array.from({ length: 25 }, (_, index) => ({
    accountId: index + 1,
    name: index === 0 ? 'Anna Adler' : index === 1 ? 'Ben Berg' : `Person ${String(index + 1).padStart(2, '0')}`,
    email: `person-${index + 1}@example.com`,
    role: index === 1 ? 'speaker' : 'attendee',
    stage: index < 10 ? 'engaged' : index < 20 ? 'attended' : 'invited',
    firstSeen: index < 20 ? '2026-05-04T07:00:00.000Z' : null,
    lastSeen: index < 20 ? '2026-05-04T09:00:00.000Z' : null,
    minutes: 100 - index,
    sessions: 3,
    messages: 2,
    questions: 1,
    votes: 4,
    score: 50 - index,
  }));

/** A room as GET /api/rooms/{eventId} answers it. */
export const sampleRoom = (id: number, nameEn: string, nameDe = ''): Room => ({
  id,
  eventId: 7,
  type: ROOM_TYPES[0],
  nameEn,
  nameDe,
  descriptionEn: '',
  descriptionDe: '',
  image: null,
  position: id,
  visible: true,
  streamUrl: '',
  meetingProvider: '',
  meetingUrl: '',
  embedUrl: '',
  qaEmbedUrl: '',
});
