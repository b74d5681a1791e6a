import { z } from 'zod';
import { ENGAGEMENT_ACTIONS, engagementWeightProblem, retentionDaysProblem, type EngagementAction } from '../rules/analytics';
import { BROWSER_FAMILIES } from '../rules/browser-family';
import { dateStringSchema, timezoneOffsetSchema } from './event-fields';
import { idTextSchema } from './ids';

/** A parameter given empty counts as not given, as a form or a URL would send it. */
export const analyticsOptional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/** The highest page an analytics list is asked for; larger numbers are refused rather than scanned for. */
export const ANALYTICS_LIST_MAX_PAGE = 100_000;
export const analyticsPageSchema = analyticsOptional(z.coerce.number().int().min(1).max(ANALYTICS_LIST_MAX_PAGE)).transform((page) => page ?? 1);

export const analyticsPathSchema = z.object({ eventId: idTextSchema });
export const analyticsSessionPathSchema = z.object({ eventId: idTextSchema, sessionId: idTextSchema });

/**
 * The day filter of every analytics call (docs/rules/analytics.md#time): one of the event's days,
 * `YYYY-MM-DD` in the event's time zone, or none for the whole event. The server refuses a day
 * outside the event with `validation_failed` on `day`.
 */
export const analyticsDayShape = { day: analyticsOptional(dateStringSchema) };
export const analyticsDayQuerySchema = z.strictObject(analyticsDayShape);
export type AnalyticsDayQueryInput = z.input<typeof analyticsDayQuerySchema>;

/** What an answer covers: the event's days and zone (for the filter and for showing hours), and the day asked for. */
export const analyticsPeriodSchema = z.object({
  timezoneOffset: timezoneOffsetSchema,
  days: z.array(z.string()),
  day: z.string().nullable(),
});
export type AnalyticsPeriod = z.infer<typeof analyticsPeriodSchema>;

export const analyticsCount = z.number().int().nonnegative();
/** A UTC instant, ISO 8601: a minute's or an hour's start. */
export const analyticsInstant = z.string();

/**
 * A curve over time: by minute for one day; for the whole event by hour, each hour showing its
 * highest minute, so that an answer stays small however long the event.
 */
export const timeSeriesSchema = z.object({
  step: z.enum(['minute', 'hour']),
  points: z.array(z.object({ at: analyticsInstant, value: analyticsCount })),
});
export type TimeSeries = z.infer<typeof timeSeriesSchema>;

const weightSchema = z.number({ error: 'validation.required' }).superRefine((weight, context) => {
  const problem = engagementWeightProblem(weight);
  if (problem) context.addIssue({ code: 'custom', message: `validation.${problem}` });
});

/** The engagement weights of an event, one per action (docs/rules/analytics.md#engagement-weights); the form and the server check them alike. */
export const engagementWeightsSchema = z.strictObject(
  Object.fromEntries(ENGAGEMENT_ACTIONS.map((action) => [action, weightSchema])) as Record<EngagementAction, typeof weightSchema>,
);
export type EngagementWeightsInput = z.input<typeof engagementWeightsSchema>;

/** How long the event keeps its minute rows (docs/rules/analytics.md#storage); the form and the server check it alike. */
export const analyticsRetentionSchema = z.strictObject({
  retentionDays: z.number({ error: 'validation.required' }).superRefine((days, context) => {
    const problem = retentionDaysProblem(days);
    if (problem) context.addIssue({ code: 'custom', message: `validation.${problem}` });
  }),
});
export type AnalyticsRetention = z.infer<typeof analyticsRetentionSchema>;

/** GET /api/analyticsDashboard/{eventId}: the funnel, the headline figures and the concurrent attendees over time. */
export const analyticsDashboardSchema = z.object({
  period: analyticsPeriodSchema,
  funnel: z.object({ invited: analyticsCount, activated: analyticsCount, attended: analyticsCount, engaged: analyticsCount }),
  uniqueAttendees: analyticsCount,
  peakConcurrent: z.object({ attendees: analyticsCount, minute: analyticsInstant.nullable() }),
  watchMinutes: analyticsCount,
  averageMinutes: z.number().nonnegative().nullable(),
  engagementRate: z.number().min(0).max(1).nullable(),
  eventScore: z.number().nonnegative().nullable(),
  concurrent: timeSeriesSchema,
  weights: engagementWeightsSchema,
  retentionDays: z.number().int(),
});
export type AnalyticsDashboard = z.infer<typeof analyticsDashboardSchema>;

/** GET /api/analyticsGeneral/{eventId}: attendance by day and hour (event zone), languages, browsers and mail sends. */
export const analyticsGeneralSchema = z.object({
  period: analyticsPeriodSchema,
  byDay: z.array(z.object({ day: z.string(), attendees: analyticsCount, presentMinutes: analyticsCount })),
  /** Unique attendees per hour: hour starts as UTC instants, shown in the event's zone. */
  byHour: z.array(z.object({ at: analyticsInstant, attendees: analyticsCount })),
  languages: z.array(z.object({ language: z.string(), attendees: analyticsCount })),
  browsers: z.array(z.object({ browser: z.enum(BROWSER_FAMILIES), attendees: analyticsCount })),
  mail: z.object({ delivered: analyticsCount, failed: analyticsCount }),
});
export type AnalyticsGeneral = z.infer<typeof analyticsGeneralSchema>;

export const analyticsPagedShape = { page: z.number().int(), pageSize: z.number().int(), total: analyticsCount };

/** One session of the agenda with its figures. */
export const analyticsSessionRowSchema = z.object({
  sessionId: z.number().int(),
  title: z.string(),
  roomId: z.number().int().nullable(),
  roomName: z.string().nullable(),
  start: analyticsInstant,
  end: analyticsInstant,
  attendees: analyticsCount,
  peak: analyticsCount,
  averageMinutes: z.number().nonnegative().nullable(),
  questions: analyticsCount,
  questionVotes: analyticsCount,
  messages: analyticsCount,
  /** Reactions sent on the session's stage in its slot (docs/rules/venue.md#reactions). */
  reactions: analyticsCount,
});
export type AnalyticsSessionRow = z.infer<typeof analyticsSessionRowSchema>;

export const analyticsPagedDayQuerySchema = z.strictObject({ ...analyticsDayShape, page: analyticsPageSchema });
export type AnalyticsPagedDayQueryInput = z.input<typeof analyticsPagedDayQuerySchema>;

/** GET /api/analyticsSessions/{eventId}: the sessions in time order, `PAGE_SIZE` (20) a page. */
export const analyticsSessionsSchema = z.object({ period: analyticsPeriodSchema, rows: z.array(analyticsSessionRowSchema), ...analyticsPagedShape });
export type AnalyticsSessions = z.infer<typeof analyticsSessionsSchema>;

export const analyticsSessionQuerySchema = z.strictObject({ page: analyticsPageSchema });

/** GET /api/analyticsSession/{eventId}/{sessionId}: one session's minute curve and who attended it, a page at a time. */
export const analyticsSessionSchema = z.object({
  session: analyticsSessionRowSchema,
  timezoneOffset: timezoneOffsetSchema,
  curve: timeSeriesSchema,
  attendees: z.object({
    rows: z.array(z.object({ accountId: z.number().int(), name: z.string(), email: z.string(), minutes: analyticsCount, firstSeen: analyticsInstant, lastSeen: analyticsInstant })),
    ...analyticsPagedShape,
  }),
});
export type AnalyticsSession = z.infer<typeof analyticsSessionSchema>;
