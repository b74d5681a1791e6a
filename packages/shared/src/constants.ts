/** Business constants and limits (docs/rules/limits.md), in one place for server and web. */

export const PRODUCT_NAME = 'Aula';
/** The version this build reports; a higher one on the server means a new version is out. */
export const APP_VERSION = '0.8.6';

export const LANGUAGES = ['en', 'de'] as const;
export const DEFAULT_LANGUAGE = 'en';

export const REQUEST_TIMEOUT_MS = 30_000;
export const INACTIVITY_LIMIT_MS = 60 * 60 * 1000;
export const INACTIVITY_CHECK_INTERVAL_MS = 60_000;
export const ACTIVITY_DEBOUNCE_MS = 1_000;
export const REFRESH_BEFORE_EXPIRY_MS = 100_000;
export const FORCED_LOGOUT_BELOW_MS = 5_000;
export const VERSION_CHECK_INTERVAL_MS = 200_000;
export const LOAD_FAILURE_RELOAD_MS = 1_000;

export const EMAIL_MAX_LENGTH = 65;
export const NAME_MAX_LENGTH = 65;
export const PASSWORD_MAX_LENGTH = 50;
export const PASSWORD_MIN_LENGTH = 8;
/** Lowest strength-estimator score (0..4) a password needs to count as not easy to guess. */
export const PASSWORD_MIN_STRENGTH_SCORE = 3;

export const PAGE_SIZE = 20;

export const TOAST_DEFAULT_MS = 2_000;
export const TOAST_ERROR_MS = 3_500;
export const TOAST_SUCCESS_MS = 2_500;
export const TOAST_SAVED_MS = 3_000;
export const TOAST_LIMIT = 8;
export const TOAST_TITLE_MAX = 30;
export const TOAST_BODY_MAX = 250;

export const SOCKET_PING_INTERVAL_MS = 25_000;
export const SOCKET_PONG_TIMEOUT_MS = 3_500;
export const SOCKET_RECONNECT_MS = 3_500;
/** A socket that has not authenticated this long after opening is closed as unauthorized. */
export const SOCKET_AUTH_TIMEOUT_MS = 5_000;
/** Twice the client's ping interval and then some: the server drops a socket silent this long. */
export const SOCKET_IDLE_TIMEOUT_MS = 60_000;
/**
 * Each socket's message budget (docs/rules/limits.md#live-socket): a client may send this many
 * messages at once (a reconnect subscribes again to everything it follows) and then this many a
 * second; a socket over its budget is closed with SOCKET_CLOSE_TOO_MANY_MESSAGES.
 */
export const SOCKET_MESSAGE_BURST = 60;
export const SOCKET_MESSAGES_PER_SECOND = 10;
/** After a close for too many messages the browser waits this long, doubling while it happens again, up to the most. */
export const SOCKET_TOO_MANY_MESSAGES_RECONNECT_MS = 30_000;
export const SOCKET_TOO_MANY_MESSAGES_RECONNECT_MAX_MS = 8 * 60_000;

/** The session ended (sign-out, token refresh, password reset), or the ticket was refused. */
export const SOCKET_CLOSE_UNAUTHORIZED = 4401;
/** The user's oldest socket, when a newer one goes over the per-user cap; the browser does not reconnect. */
export const SOCKET_CLOSE_TOO_MANY_SOCKETS = 4429;
/** The socket sent more messages than its budget; the browser reconnects only after a growing pause. */
export const SOCKET_CLOSE_TOO_MANY_MESSAGES = 4428;
/**
 * The instance is stopping and asks the browser to come back now (the protocol's "service
 * restart"): it reconnects at once, to another instance, after a short random pause that spreads
 * a room's sockets over a second (docs/rules/operations.md#stopping-an-instance).
 */
export const SOCKET_CLOSE_SERVICE_RESTART = 1012;
/** The longest random pause before reconnecting after a service restart. */
export const SOCKET_RESTART_RECONNECT_MAX_MS = 1_000;

export const PHOTO_MAX_BYTES = 1_048_576;
export const PHOTO_MIN_SIDE_PX = 500;
export const PHOTO_FORMATS = ['png', 'jpg', 'jpeg'] as const;

export const MOBILE_BREAKPOINT_PX = 960;
export const EVENTS_SEARCH_WIDTH_PX = 300;
export const CONFIRM_DIALOG_WIDTH_PX = 520;

export const TIMEZONE_MIN_MINUTES = -660;
export const TIMEZONE_MAX_MINUTES = 780;

export const DEFAULT_CURRENCY = 'EUR';
export const CONTRAST_LUMINANCE_THRESHOLD = 165;

export const SIDEBAR_WIDTH = {
  dashboard: { collapsed: 80, expanded: 230 },
  event: { collapsed: 280, expanded: 420 },
} as const;

/** Account import (docs/rules/attendees.md#account-import): the largest file, its most rows and columns. */
export const ACCOUNT_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const ACCOUNT_IMPORT_MAX_ROWS = 10_000;
export const ACCOUNT_IMPORT_MAX_COLUMNS = 100;
/** Rows and problems a preview answers; the counts cover the whole file. */
export const ACCOUNT_IMPORT_PREVIEW_ROWS = 50;
export const ACCOUNT_IMPORT_PREVIEW_PROBLEMS = 200;

/** Analytics (docs/rules/analytics.md#definitions): a room's minute counts as watched from this many seconds of play. */
export const WATCHED_MINUTE_SECONDS = 30;
/** Days an event keeps its attendees' minute rows (docs/rules/analytics.md#storage); the roll-ups stay. */
export const DEFAULT_ANALYTICS_RETENTION_DAYS = 90;
/** The fewest and most days an organiser may keep minute rows for (docs/rules/analytics.md#storage): a day, two years. */
export const ANALYTICS_RETENTION_DAYS_MIN = 1;
export const ANALYTICS_RETENTION_DAYS_MAX = 730;
/** The actions an attendee's engagement counts (docs/rules/analytics.md#what-is-recorded). */
export const ANALYTICS_ACTIONS = ['chatMessage', 'wallPost', 'like', 'question', 'questionVote', 'pollVote'] as const;
export type AnalyticsAction = (typeof ANALYTICS_ACTIONS)[number];
/**
 * Actions counted per room and minute only, not per attendee (docs/rules/analytics.md#what-is-recorded): a stage's reactions,
 * recorded in batches as the venue pushes them, and no part of engagement.
 */
export const ROOM_ONLY_ACTIONS = ['reaction'] as const;
export type RoomAction = AnalyticsAction | (typeof ROOM_ONLY_ACTIONS)[number];
/** The highest weight an organiser may give one action in the engagement score (docs/rules/analytics.md#engagement-weights). */
export const ENGAGEMENT_WEIGHT_MAX = 100;
