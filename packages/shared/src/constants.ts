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
/** The server closes a socket whose session ended (sign-out, token refresh, password reset) with this code. */
export const SOCKET_CLOSE_UNAUTHORIZED = 4401;
/** The server closes a user's oldest socket with this code when a newer one goes over the per-user cap. */
export const SOCKET_CLOSE_TOO_MANY = 4429;

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
