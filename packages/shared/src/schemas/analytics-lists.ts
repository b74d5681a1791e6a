import { z } from 'zod';
import { FUNNEL_STAGES } from '../rules/analytics';
import {
  analyticsCount,
  analyticsDayShape,
  analyticsInstant,
  analyticsOptional,
  analyticsPagedShape,
  analyticsPageSchema,
  analyticsPeriodSchema,
  timeSeriesSchema,
} from './analytics';
import { attendeeRoleSchema } from './attendees';
import { ATTENDEE_SEARCH_MAX_LENGTH, sortDirectionSchema } from './attendees-list';
import { idTextSchema } from './ids';

/** GET /api/analyticsLivestream/{eventId}: every room with a stream, its viewers over time and how each session held them. */
export const analyticsLivestreamSchema = z.object({
  period: analyticsPeriodSchema,
  rooms: z.array(
    z.object({
      roomId: z.number().int(),
      roomName: z.string(),
      viewers: timeSeriesSchema,
      watchMinutes: analyticsCount,
      /** Watch minutes divided by the room's unique viewers; null without viewers. */
      averageViewMinutes: z.number().nonnegative().nullable(),
      sessions: z.array(
        z.object({
          sessionId: z.number().int(),
          title: z.string(),
          start: analyticsInstant,
          /** Viewers in the session's first, highest and last minute. */
          startViewers: analyticsCount,
          peakViewers: analyticsCount,
          endViewers: analyticsCount,
          /** The share of the peak's viewers gone by the last minute (0..1); null without viewers. */
          dropOff: z.number().min(0).max(1).nullable(),
        }),
      ),
    }),
  ),
});
export type AnalyticsLivestream = z.infer<typeof analyticsLivestreamSchema>;

/** GET /api/analyticsRooms/{eventId}: visits, visitors, time spent and engagement per room, and each room's visitors by hour of the day. */
export const analyticsRoomsSchema = z.object({
  period: analyticsPeriodSchema,
  rooms: z.array(
    z.object({
      roomId: z.number().int(),
      roomName: z.string(),
      visits: analyticsCount,
      uniqueVisitors: analyticsCount,
      presentMinutes: analyticsCount,
      /** Present minutes divided by unique visitors of the room; null without visitors. */
      averageMinutes: z.number().nonnegative().nullable(),
      /** Engaged visitors divided by unique visitors of the room (0..1); null without visitors. */
      engagementRate: z.number().min(0).max(1).nullable(),
      messages: analyticsCount,
      questions: analyticsCount,
      votes: analyticsCount,
      /** Unique visitors per hour of the day (0–23, event zone; for the whole event each day's added up), hours without visitors left out. */
      busyHours: z.array(z.object({ hour: z.number().int().min(0).max(23), visitors: analyticsCount })),
    }),
  ),
});
export type AnalyticsRooms = z.infer<typeof analyticsRoomsSchema>;

export const analyticsFunnelStageSchema = z.enum(FUNNEL_STAGES);
export type AnalyticsFunnelStage = z.infer<typeof analyticsFunnelStageSchema>;

/** The columns the analytics accounts list sorts by. */
export const ANALYTICS_ACCOUNT_SORT_KEYS = ['name', 'stage', 'firstSeen', 'lastSeen', 'minutes', 'sessions', 'messages', 'questions', 'votes', 'score'] as const;
export const analyticsAccountSortKeySchema = z.enum(ANALYTICS_ACCOUNT_SORT_KEYS);
export type AnalyticsAccountSortKey = z.infer<typeof analyticsAccountSortKeySchema>;

/** GET /api/analyticsAccounts/{eventId} query: day, search (name, e-mail), stage and role filters, sort and page (20 a page). */
export const analyticsAccountsQuerySchema = z.strictObject({
  ...analyticsDayShape,
  q: z
    .string()
    .max(ATTENDEE_SEARCH_MAX_LENGTH, { error: `validation.max_${ATTENDEE_SEARCH_MAX_LENGTH}` })
    .default(''),
  stage: analyticsOptional(analyticsFunnelStageSchema),
  role: analyticsOptional(attendeeRoleSchema),
  sort: analyticsOptional(analyticsAccountSortKeySchema).transform((sort) => sort ?? 'score'),
  dir: analyticsOptional(sortDirectionSchema).transform((dir) => dir ?? 'desc'),
  page: analyticsPageSchema,
});
export type AnalyticsAccountsQueryInput = z.input<typeof analyticsAccountsQuerySchema>;

export const analyticsAccountRowSchema = z.object({
  accountId: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: attendeeRoleSchema,
  stage: analyticsFunnelStageSchema,
  firstSeen: analyticsInstant.nullable(),
  lastSeen: analyticsInstant.nullable(),
  minutes: analyticsCount,
  sessions: analyticsCount,
  messages: analyticsCount,
  questions: analyticsCount,
  /** Poll votes and question votes. */
  votes: analyticsCount,
  score: z.number().nonnegative(),
});
export type AnalyticsAccountRow = z.infer<typeof analyticsAccountRowSchema>;

/** One page of the accounts; `eventTotal` counts every account of the event, whatever the filter (zero shows the empty state). */
export const analyticsAccountsSchema = z.object({
  period: analyticsPeriodSchema,
  rows: z.array(analyticsAccountRowSchema),
  ...analyticsPagedShape,
  eventTotal: analyticsCount,
});
export type AnalyticsAccounts = z.infer<typeof analyticsAccountsSchema>;

export const ANALYTICS_SCREENS = ['dashboard', 'general', 'sessions', 'livestream', 'rooms', 'accounts'] as const;
export type AnalyticsScreen = (typeof ANALYTICS_SCREENS)[number];
export const ANALYTICS_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type AnalyticsExportFormat = (typeof ANALYTICS_EXPORT_FORMATS)[number];

/** GET /api/analyticsExport/{eventId}/{screen}/{format}: a screen's figures as a file, in the caller's language. */
export const analyticsExportPathSchema = z.object({
  eventId: idTextSchema,
  screen: z.enum(ANALYTICS_SCREENS),
  format: z.enum(ANALYTICS_EXPORT_FORMATS),
});

/** The export's query: the screen's day and, for the accounts, the same search, filters and sort as the list (every page). */
export const analyticsExportQuerySchema = analyticsAccountsQuerySchema.omit({ page: true });
export type AnalyticsExportQueryInput = z.input<typeof analyticsExportQuerySchema>;
