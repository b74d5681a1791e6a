import { ANALYTICS_RETENTION_DAYS_MAX, ANALYTICS_RETENTION_DAYS_MIN, ENGAGEMENT_WEIGHT_MAX, WATCHED_MINUTE_SECONDS } from '../constants';

/** The actions the engagement score counts (docs/rules/analytics.md#definitions), in the order the screens list them. */
export const ENGAGEMENT_ACTIONS = ['presentMinutes', 'watchedMinutes', 'chatMessages', 'wallPosts', 'likes', 'questions', 'questionVotes', 'pollVotes'] as const;
export type EngagementAction = (typeof ENGAGEMENT_ACTIONS)[number];
export type EngagementCounts = Record<EngagementAction, number>;
export type EngagementWeights = Record<EngagementAction, number>;

/**
 * The weights an event starts with (docs/rules/analytics.md#engagement-weights): taking part
 * outweighs merely being there, and what takes more effort (a post, a question) counts more.
 */
export const DEFAULT_ENGAGEMENT_WEIGHTS: Readonly<EngagementWeights> = {
  presentMinutes: 0.1,
  watchedMinutes: 0.1,
  chatMessages: 2,
  wallPosts: 3,
  likes: 1,
  questions: 3,
  questionVotes: 1,
  pollVotes: 2,
};

/** The actions that make an attendee engaged: writing or voting; likes and minutes alone do not. */
export const ENGAGING_ACTIONS: readonly EngagementAction[] = ['chatMessages', 'wallPosts', 'questions', 'questionVotes', 'pollVotes'];

/** Sums of weights and averages are shown to one decimal; rounding here keeps 0.1 + 0.2 from showing as 0.30000000000000004. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** A present minute: the attendee was in the venue (or the room) for at least one second of it. */
export function isPresentMinute(presentSeconds: number): boolean {
  return presentSeconds >= 1;
}

/** A watched minute: the room's stream played for at least `WATCHED_MINUTE_SECONDS`, visible or not. */
export function isWatchedMinute(playingSeconds: number): boolean {
  return playingSeconds >= WATCHED_MINUTE_SECONDS;
}

/** The attendees with at least one present minute among the given minute rows. */
export function uniqueAttendees(minutes: readonly { accountId: number; presentSeconds: number }[]): number {
  return new Set(minutes.filter((minute) => isPresentMinute(minute.presentSeconds)).map((minute) => minute.accountId)).size;
}

export type PeakConcurrent = { attendees: number; minute: string | null };

/** The highest number of attendees present in one minute and the first minute it was reached; none without anyone present. */
export function peakConcurrent(series: readonly { minute: string; attendees: number }[]): PeakConcurrent {
  let peak: PeakConcurrent = { attendees: 0, minute: null };
  for (const point of [...series].sort((a, b) => a.minute.localeCompare(b.minute))) {
    if (point.attendees > peak.attendees) peak = { attendees: point.attendees, minute: point.minute };
  }
  return peak;
}

/** The watched minutes among the given minute rows (one per attendee, room and minute). */
export function watchMinutes(minutes: readonly { playingSeconds: number }[]): number {
  return minutes.filter((minute) => isWatchedMinute(minute.playingSeconds)).length;
}

/** Watch minutes as hours, to one decimal. */
export function watchHours(minutes: number): number {
  return oneDecimal(minutes / 60);
}

/** Present minutes divided by unique attendees, to one decimal; null when nobody attended (no average of nobody). */
export function averageMinutesPerAttendee(presentMinutes: number, attendees: number): number | null {
  return attendees > 0 ? oneDecimal(presentMinutes / attendees) : null;
}

/**
 * The drop-off of a session's stream: the share of its busiest minute's viewers no longer watching
 * in its last minute (0..1); null without viewers. More viewers at the end than at the peak cannot
 * happen, as the peak is the highest minute.
 */
export function dropOff(peakViewers: number, endViewers: number): number | null {
  return peakViewers > 0 ? Math.max(0, peakViewers - endViewers) / peakViewers : null;
}

/** A room's busiest hour of the day: the one with the most unique visitors, the earlier of two alike; null without any. */
export function busiestHour<T extends { hour: number; visitors: number }>(hours: readonly T[]): T | null {
  return hours.reduce<T | null>((best, hour) => (best === null || hour.visitors > best.visitors ? hour : best), null);
}

/** Engaged attendees divided by attended attendees (0..1); null when nobody attended, never NaN. */
export function engagementRate(engaged: number, attended: number): number | null {
  return attended > 0 ? engaged / attended : null;
}

/** Whether an attendee who attended counts as engaged: wrote or voted at least once. */
export function isEngaged(counts: EngagementCounts): boolean {
  return counts.presentMinutes > 0 && ENGAGING_ACTIONS.some((action) => counts[action] > 0);
}

/** An attendee's engagement score: each action counted times its weight, to one decimal. */
export function engagementScore(counts: EngagementCounts, weights: EngagementWeights = DEFAULT_ENGAGEMENT_WEIGHTS): number {
  return oneDecimal(ENGAGEMENT_ACTIONS.reduce((sum, action) => sum + counts[action] * weights[action], 0));
}

/** An event's score: the average of its attended attendees' scores, to one decimal; null when nobody attended. */
export function eventEngagementScore(attendeeScores: readonly number[]): number | null {
  return averageEngagementScore(attendeeScores.reduce((sum, score) => sum + score, 0), attendeeScores.length);
}

/** The same from the sum of the attended attendees' scores and how many attended, as a database totals them. */
export function averageEngagementScore(scoreSum: number, attended: number): number | null {
  return attended > 0 ? oneDecimal(scoreSum / attended) : null;
}

export type EngagementWeightProblem = 'engagement_weight_range' | 'engagement_weight_decimals';

/** What is wrong with a weight the organiser set, or null: a number from 0 to `ENGAGEMENT_WEIGHT_MAX` with at most one decimal. */
export function engagementWeightProblem(weight: number): EngagementWeightProblem | null {
  if (!Number.isFinite(weight) || weight < 0 || weight > ENGAGEMENT_WEIGHT_MAX) return 'engagement_weight_range';
  // Compared as tenths with a tolerance, as 0.3 * 10 is not exactly 3 in binary.
  return Math.abs(weight * 10 - Math.round(weight * 10)) > 1e-9 ? 'engagement_weight_decimals' : null;
}

/**
 * What is wrong with a retention the organiser set, or null: whole days from
 * `ANALYTICS_RETENTION_DAYS_MIN` to `ANALYTICS_RETENTION_DAYS_MAX` (docs/rules/analytics.md#storage).
 */
export function retentionDaysProblem(days: number): 'analytics_retention_range' | null {
  return Number.isInteger(days) && days >= ANALYTICS_RETENTION_DAYS_MIN && days <= ANALYTICS_RETENTION_DAYS_MAX ? null : 'analytics_retention_range';
}

export const FUNNEL_STAGES = ['not_invited', 'invited', 'activated', 'attended', 'engaged'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/** The furthest stage of the funnel an account reached: invited, activated (signed in once), attended, engaged. */
export function funnelStage(account: { invited: boolean; activated: boolean; counts: EngagementCounts }): FunnelStage {
  if (isEngaged(account.counts)) return 'engaged';
  if (account.counts.presentMinutes > 0) return 'attended';
  if (account.activated) return 'activated';
  return account.invited ? 'invited' : 'not_invited';
}
