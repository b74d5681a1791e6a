/** Error codes carried in the failure envelope `{error: {code, message, fields?}}`. */
export const ERROR_CODES = {
  validation: 'validation_failed',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  rateLimited: 'rate_limited',
  invalidCredentials: 'invalid_credentials',
  accountInactive: 'account_inactive',
  tokenInvalid: 'token_invalid',
  botCheckFailed: 'bot_check_failed',
  passwordBreached: 'password_breached',
  breachCheckUnavailable: 'breach_check_unavailable',
  /** The geocoder behind GET /api/searchPlaces did not answer; the location stays free text. */
  placeSearchUnavailable: 'place_search_unavailable',
  timeout: 'timeout',
  internal: 'internal_error',
  /** The database cannot be reached (stopped, restarting, out of connections): 503 with Retry-After. */
  databaseUnavailable: 'database_unavailable',
  /** POST /event changed the dates of an event with sessions without saying whether to move or delete them. */
  sessionsNeedDecision: 'sessions_need_decision',
  /** A closed event cannot be published. */
  eventClosed: 'event_closed',
  /** POST /importEvent refused the file; the answer lists every problem. */
  importInvalid: 'import_invalid',
  /** POST /importAccounts: the event has an account import running already. */
  importRunning: 'import_running',
  /** POST /agendaSession: the session shares time with another in the same room; `allowOverlap` saves it anyway. */
  sessionOverlaps: 'session_overlaps',
  /** Attendees cannot be invited to a draft: their links need the event's code (POST /inviteAccounts). */
  eventNotPublished: 'event_not_published',
  /** A library image cannot be deleted while a room or an event design uses it. */
  fileInUse: 'file_in_use',
  /** A moderator muted the attendee: they may read but not write in the chat, on the wall or in the Q&A. */
  engagementMuted: 'engagement_muted',
  /** A moderator banned the attendee from the chat, the wall and the Q&A. */
  engagementBanned: 'engagement_banned',
  /** A vote in a poll that is not open (not yet, or no longer). */
  pollNotOpen: 'poll_not_open',
  /** One vote per attendee and poll: this attendee has voted already. */
  alreadyVoted: 'already_voted',
  /** The asker takes back a question only while it waits or is shown unanswered. */
  questionClosed: 'question_closed',
  /** A poll that was opened keeps its question, kind and answers, so that its votes keep their meaning. */
  pollLocked: 'poll_locked',
  /** The test mail of the event's mail settings did not go out; the message carries the mail server's reason. */
  mailTestFailed: 'mail_test_failed',
  /** A video-meeting provider refused or did not answer; the message says what the administrator must do. */
  meetingProviderFailed: 'meeting_provider_failed',
  /** A meeting room whose provider the event has not set up (docs/rules/rooms-and-agenda.md#meeting-integrations). */
  meetingNotConfigured: 'meeting_not_configured',
  /** System settings (docs/rules/billing.md#system-settings): the action does not fit the company's licence state (a trial while licensed, ending no licence). */
  licenseStateConflict: 'license_state_conflict',
  /** The company's users (docs/rules/roles-and-permissions.md#company-users): the last active owner cannot be removed, demoted or deactivated. */
  lastOwner: 'last_owner',
  /** An invitation beyond the plan's users limit (invited users count). */
  usersLimit: 'users_limit',
  /** A deactivated user signed in with the right password. */
  accountDeactivated: 'account_deactivated',
  /** Card payments (docs/rules/billing.md#card-payments): the company already has a running subscription. */
  alreadySubscribed: 'payment_already_subscribed',
  /** Plan limits: a new account beyond the plan's accounts per event. */
  accountsLimit: 'accounts_limit',
  /** The event's registration has closed (its closing instant has passed: docs/rules/attendees.md#registration). */
  registrationClosed: 'registration_closed',
  /** The event is full and keeps no waiting list. */
  registrationFull: 'registration_full',
  /** Plan limits: publishing beyond the plan's published events that have not closed. */
  openEventsLimit: 'open_events_limit',
  /** docs/rules/errors.md#upgrade-and-missing-posts: trial ended, shown as an upgrade dialog. */
  trialEnded: 4034,
  /** docs/rules/errors.md#upgrade-and-missing-posts: subscription ended, shown as an upgrade dialog. */
  subscriptionEnded: 4035,
  /** The missing-posts message (docs/rules/errors.md#upgrade-and-missing-posts). */
  missingPosts: 4041,
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
