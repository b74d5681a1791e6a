import { REACTION_WINDOW_MS } from '@aula/shared';
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Adapters } from './adapters/adapters';
import type { Metrics } from './modules/metrics/metrics';
import type { Config } from './config';
import type { Database } from './db/client';
import { createJobQueue } from './jobs/queue';
import { createVenueProfileService } from './modules/attendee-auth/profile-service';
import { createAttendeeSessions } from './modules/attendee-auth/sessions';
import { createAttendeeLinkMails } from './modules/attendee-auth/link-mails';
import { createAttendeeInvitations } from './modules/attendee-invitations/service';
import { handleRegistrationMails } from './modules/registration/mails';
import { createRegistrationService } from './modules/registration/service';
import { createAttendeeSignIn } from './modules/attendee-auth/sign-in-service';
import { createAccountService } from './modules/auth/account-service';
import { createPasswordPolicy } from './modules/auth/password-policy';
import { createSessionService } from './modules/auth/service';
import { createSessionCache } from './modules/auth/session-cache';
import { syncSessionCache } from './modules/auth/session-cache-sync';
import { createAgendaService } from './modules/agenda/service';
import { createAttendeesService } from './modules/attendees/service';
import { createCustomCssService } from './modules/custom-css/service';
import { createDesignService } from './modules/design/service';
import { createEventsService } from './modules/events/service';
import { createFilesService } from './modules/files/service';
import { createNavigationService } from './modules/navigation/service';
import { createPublicPageService } from './modules/public-page/service';
import { createAccountGuards } from './modules/rate-limit/account-guards';
import { createRateLimitService } from './modules/rate-limit/service';
import { createRoomsService } from './modules/rooms/service';
import { createExpoBoothsService } from './modules/expo-booths/service';
import { createBoothLeadsService } from './modules/booth-leads/service';
import { createUsersService } from './modules/users/service';
// Profile (docs/rules/accounts-and-sign-in.md#profile).
import { createProfileService } from './modules/profile/service';
import { createVenueService } from './modules/venue/service';
import { createPeopleService } from './modules/people/service';
import { createSessionEnds } from './modules/realtime/session-ends';
import { createSocketPush } from './modules/realtime/socket-push';
import { createTopicAccess, createTopicPush } from './modules/realtime/topics';
import { createEngagementService } from './modules/engagement/service';
import { createWallService } from './modules/wall/service';
import { createAccountImportService } from './modules/account-import/service';
import { createPresence } from './modules/presence/service';
import { createReactionsService } from './modules/reactions/service';
// Analytics (docs/rules/analytics.md#what-is-recorded): attendance by minute, sign-ins and actions.
import { createAnalyticsService } from './modules/analytics/service';
import { createAnalyticsReadService } from './modules/analytics/read-service';
import { createSummaryMails } from './modules/analytics/summary-mail';
import { createSessionFigures } from './modules/analytics/session-figures';
import { createVenueSocketTickets } from './modules/venue-connection/tickets';
import { createPollsService } from './modules/polls/service';
import { createQnaService } from './modules/qna/service';
import { createRoomPeopleService } from './modules/room-people/service';
import { createMyAgendaService } from './modules/my-agenda/service';
import { createMyAgendaReminders } from './modules/my-agenda/reminders';
import { createChatService } from './modules/chat/service';
import { createEventMailers } from './modules/mail-settings/event-mailers';
import { createMailTemplatesService } from './modules/mail-templates/service';
import { createNotificationsService } from './modules/notifications/service';
// The company's users (docs/rules/roles-and-permissions.md#company-users).
import { createCompanyUsersService } from './modules/company-users/service';
import { createMailSettingsRepository } from './modules/mail-settings/repository';
import { createMailSettingsService } from './modules/mail-settings/service';
import { createSmtpHostGuard } from './modules/mail-settings/smtp-host-guard';
import { createSecretBox } from './crypto/secrets';
// Video-meeting integrations (docs/rules/rooms-and-agenda.md#meeting-integrations): each event's providers and the venue's joins.
import { createMeetingIntegrationsRepository } from './modules/meeting-integrations/repository';
import { createMeetingIntegrationsService } from './modules/meeting-integrations/service';
import { createMeetingJoins } from './modules/meeting-integrations/joins';
import { createTeamsClient } from './modules/meeting-integrations/teams';
import { createTeamsConsent } from './modules/meeting-integrations/teams-consent';
import { secretsKeyAtStart } from './crypto/secrets-key';
// Communications (docs/rules/communications.md#sending-templates): template sends and their outbox.
import { createMailRemindersService } from './modules/mail-reminders/service';
import { createMailSendsService } from './modules/mail-sends/service';
// System settings (docs/rules/billing.md#system-settings): admins' and internal staff's view of every company.
import { createSystemService } from './modules/system/service';
// The support's settings (docs/decisions/0136-support-modes.md): which support the Help button opens.
import { createSupportSettingsService } from './modules/support-settings/service';
// Built-in support (docs/decisions/0137-built-in-support-conversations.md): organisers and the product's staff.
import { createSupportService } from './modules/support/service';
// Card payments (docs/rules/billing.md#card-payments): the provider, checkouts, webhooks and the sandbox's own deliveries.
import { createPaymentProviders } from './adapters/payments/payment-providers';
import { createPayments } from './modules/payments/payments';
// Billing (docs/rules/billing.md#billing-page): the owner's overview.
import { createBillingOverviewService } from './modules/billing/overview/service';

/** Sessions kept in memory per kind of answer; each costs well under a kilobyte. */
const SESSION_CACHE_MAX_ENTRIES = 50_000;

/** What every service is built from: the app's parts, never a second clock or database. */
export type ServiceParts = {
  db: Database;
  /** No other process shares the database (PGlite belongs to one process): claims found at start are a dead process's. */
  soleInstance: boolean;
  config: Config;
  now: () => Date;
  adapters: Adapters;
  log: FastifyBaseLogger;
  metrics: Pick<Metrics, 'mail'>;
};

/**
 * The composition root (docs/decisions/0017-one-composition-root.md): every service is built here once and handed to the services
 * that call it, so a module never builds another module's service for itself.
 */
export function createServices({ db, soleInstance, config, now, adapters, log, metrics }: ServiceParts) {
  const jobs = createJobQueue(db, { now, log, pollIntervalMs: config.jobs.pollIntervalMs, leaseMs: config.jobs.leaseMs, soleInstance });
  const sessionCache = createSessionCache({
    ttlMs: config.sessionCacheSeconds * 1000,
    maxEntries: SESSION_CACHE_MAX_ENTRIES,
    now,
    isDelivering: () => adapters.pubsub.isDelivering(),
  });
  const companyChanges = syncSessionCache(sessionCache, adapters.pubsub, log);
  const users = createUsersService(db, { config, now, sessionCache, companyChanges });
  const sessionEnds = createSessionEnds(adapters.pubsub, log, (end) => sessionCache.forget(end));
  const sessions = createSessionService({ db, users, botCheck: adapters.botCheck, config, now, sessionEnds, sessionCache });
  const passwordPolicy = createPasswordPolicy({
    breachCheck: adapters.breachCheck,
    breachCheckRequired: config.breachCheck.required,
    log,
  });
  const accounts = createAccountService({ db, users, sessions, passwordPolicy, mail: adapters.mail, jobs, config, now });
  const rateLimits = createRateLimitService(db, { windowSeconds: config.rateLimit.windowSeconds, now });
  const accountGuards = createAccountGuards(rateLimits, config.rateLimit);

  // Session figures follow the agenda (docs/rules/analytics.md#storage): the agenda and the event's setup tell it of changes.
  const sessionFigures = createSessionFigures(db, { jobs, log });
  const events = createEventsService(db, { now, sessionFigures });
  const files = createFilesService(db, { storage: adapters.storage, events, log });
  // Stored secrets (SMTP passwords, meeting providers' secrets) are sealed with SECRETS_KEY, its file, or a key file made
  // once in DATA_DIR; the key is read once here and also handed to the payment sandbox below.
  const secretsKey = secretsKeyAtStart(config, (details, message) => log.warn(details, message));
  const secrets = createSecretBox(secretsKey);
  // Meeting servers organisers enter are kept off internal networks as their SMTP servers are.
  const meetingHttp = { guard: createSmtpHostGuard(config.meetings.allowedInternalHosts), timeoutMs: config.meetings.callTimeoutMs };
  const meetingIntegrationsRepository = createMeetingIntegrationsRepository(db);
  // Microsoft's addresses are the operator's (MEETING_TEAMS_LOGIN_URL, MEETING_TEAMS_GRAPH_URL); its tokens are kept here, once per process.
  const teamsEndpoints = { loginUrl: config.meetings.teamsLoginUrl, graphUrl: config.meetings.teamsGraphUrl };
  const teamsClient = createTeamsClient({ endpoints: teamsEndpoints, http: meetingHttp, now });
  const meetingIntegrations = createMeetingIntegrationsService({
    repository: meetingIntegrationsRepository,
    events,
    secrets,
    http: meetingHttp,
    teams: teamsClient,
    now,
  });
  const rooms = createRoomsService(db, { events, files, sessionFigures, meetingIntegrations });
  const expoBooths = createExpoBoothsService(db, { events, rooms, files });
  const agenda = createAgendaService(db, { now, rooms, events, sessionFigures });
  const navigation = createNavigationService(db, { events });
  const design = createDesignService(db, { now, images: files, events });
  const customCss = createCustomCssService(db, { now, events, files });
  // The public page links to the registration page of events that take registrations (built below).
  const publicPage = createPublicPageService(db, { now, customCss, registrationOpen: (eventId) => registrations.isOpen(eventId) });
  const attendeeSessions = createAttendeeSessions({ db, pubsub: adapters.pubsub, now, sessionCache });
  const analytics = createAnalyticsService(db, { now, log, minuteMs: config.analytics.minuteMs, recording: config.analytics.recording });
  const analyticsRead = createAnalyticsReadService(db, { events, now });
  const attendees = createAttendeesService(db, {
    now,
    events,
    files,
    sessions: attendeeSessions,
    analytics,
    // Built below, as it makes accounts through this service; called only once both exist.
    placesFreed: (eventId) => registrations.placesFreed(eventId),
    registrationErased: (eventId, accountId) => registrations.accountErased(eventId, accountId),
    // The own agenda (built below, as it asks the venue service): in the account's data, and gone with it.
    myAgendaOf: (eventId, accountId) => myAgenda.personalData(eventId, accountId),
    myAgendaErased: (eventId, accountId) => myAgenda.accountErased(eventId, accountId),
    speakerErased: (accountId) => agenda.accountErased(accountId),
    // Booth leads (built below, as they ask the engagement service): in the account's data, and gone with it.
    boothLeadsOf: (accountId) => boothLeads.personalData(accountId),
    boothLeadsErased: (accountId) => boothLeads.accountErased(accountId),
  });
  // Pushes reach the sockets through the pub/sub, like the hub's own, on whichever instance they are.
  const sockets = createSocketPush(adapters.pubsub);
  const topicPush = createTopicPush(adapters.pubsub);
  const teamsConsent = createTeamsConsent({
    repository: meetingIntegrationsRepository,
    events,
    sessions,
    sockets,
    endpoints: teamsEndpoints,
    publicUrl: config.publicUrl,
    now,
  });
  const accountImport = createAccountImportService(db, { events, jobs, sockets, now, log });
  const attendeeGuards = createAccountGuards(rateLimits, config.rateLimit, { scope: 'venue:' });
  const attendeeSignIn = createAttendeeSignIn({ db, attendeeSessions, passwordPolicy, botCheck: adapters.botCheck, jobs, now, analytics });
  const attendeeLinkMails = createAttendeeLinkMails({ db, jobs, mail: adapters.mail, config, now });
  const attendeeInvitations = createAttendeeInvitations({ db, events, linkMails: attendeeLinkMails, jobs, now });
  // Open registration (docs/rules/attendees.md#registration): its accounts are made through the attendees service.
  const registrations = createRegistrationService(db, {
    now,
    events,
    attendees,
    linkMails: attendeeLinkMails,
    jobs,
    topicPush,
    onPushError: (error) => log.error({ err: error }, 'a registrations push failed'),
  });
  handleRegistrationMails({ db, jobs, mail: adapters.mail, config, linkMails: attendeeLinkMails, now });
  const venueProfiles = createVenueProfileService(db, { files, now });
  const venueSocketTickets = createVenueSocketTickets({ db, attendeeSessions, now });
  const presence = createPresence({ pubsub: adapters.pubsub, log, offlineAfterMs: config.presence.offlineAfterMs, events });
  // Live engagement (docs/rules/communications.md#live-engagement): who may follow which topic, and the pushes of topics' changes.
  const topicAccess = createTopicAccess();
  const engagement = createEngagementService(db, { now, events, rateLimits, topicAccess, topicPush });
  const polls = createPollsService(db, {
    now,
    events,
    rooms,
    agenda,
    engagement,
    analytics,
    topicPush,
    onPushError: (error) => log.error({ err: error }, 'a poll results push failed'),
  });
  const qna = createQnaService(db, { engagement, rooms, events, topicPush, now, analytics });
  const roomPeople = createRoomPeopleService({ engagement, rooms, presence, registrations });
  // The people directory and speakers (docs/rules/venue.md#people); the venue's content names the speakers.
  const people = createPeopleService(db, { engagement, registrations });
  const venue = createVenueService({ publicPage, people, now });
  const reactions = createReactionsService({
    engagement,
    rooms,
    topicPush,
    analytics,
    windowMs: REACTION_WINDOW_MS,
    onError: (error) => log.error({ err: error }, 'a reactions push failed'),
  });
  // Contacts attendees leave at expo booths (docs/rules/venue.md#booth-leads).
  const boothLeads = createBoothLeadsService(db, { now, booths: expoBooths, engagement, events, rateLimits });
  // The attendee's own agenda (docs/rules/venue.md#my-agenda).
  const myAgenda = createMyAgendaService(db, { now, publicUrl: config.publicUrl, engagement, venue, rateLimits });
  const chat = createChatService(db, { now, engagement, events, rooms, topicPush, analytics });
  const wall = createWallService(db, { engagement, files, events, topicPush, now, log, analytics });
  const meetingJoins = createMeetingJoins({
    integrations: meetingIntegrations,
    rooms,
    engagement,
    events,
    users,
    http: meetingHttp,
    teams: {
      client: teamsClient,
      repository: meetingIntegrationsRepository,
      onLeftover: (error) => log.warn({ err: error }, 'a Teams meeting left over from two first joins at once could not be deleted'),
      now,
    },
    roomNameKey: crypto.createHmac('sha256', secretsKey).update('aula jitsi room names').digest(),
    now,
  });
  // Communications (docs/rules/communications.md#mail-settings): each event's mails go out through its own sender and server.
  const mailSettingsRepository = createMailSettingsRepository(db);
  // Only the servers organisers enter are kept off internal networks; SMTP_URL is the operator's and trusted.
  const smtpHostGuard = createSmtpHostGuard(config.mail.allowedInternalHosts);
  const eventMailers = createEventMailers({
    mail: adapters.mail,
    repository: mailSettingsRepository,
    secrets,
    pubsub: adapters.pubsub,
    guard: smtpHostGuard,
    appFrom: config.mail.from,
    now,
    log,
    counted: (result) => metrics.mail('event', result),
  });
  const mailSettings = createMailSettingsService({
    repository: mailSettingsRepository,
    events,
    users,
    secrets,
    eventMailers,
    mail: adapters.mail,
    guard: smtpHostGuard,
    testTimeoutMs: config.mail.testTimeoutMs,
    publicUrl: config.publicUrl,
    now,
  });
  // E-mail templates (docs/rules/communications.md#e-mail-templates): the library's and the events', and each recipient's placeholder values.
  const mailTemplates = createMailTemplatesService(db, { publicUrl: config.publicUrl, now, events });
  // In-app notifications (docs/rules/communications.md#in-app-notifications): sent by a job, pushed to the recipients online.
  const notifications = createNotificationsService(db, {
    jobs,
    topicPush,
    presence,
    now,
    onPushError: (error) => log.error({ err: error }, 'a notification push failed'),
    events,
  });
  // Reminders of attendees' own agendas (docs/rules/venue.md#my-agenda): in the venue and, where they chose it, by e-mail.
  const myAgendaReminders = createMyAgendaReminders(db, {
    now,
    jobs,
    notifications,
    eventMailers,
    publicUrl: config.publicUrl,
    checkIntervalMs: Math.max(config.jobs.pollIntervalMs, 30_000),
    log,
  });
  // Template sends (docs/rules/communications.md#sending-templates): the start job lists recipients, the service's worker sends their mails.
  const mailSends = createMailSendsService(db, { now, events, jobs, eventMailers, linkMails: attendeeLinkMails, config, log, soleInstance });
  // Automatic reminders (docs/rules/communications.md#reminders): a periodic check creates each due reminder's send once; every
  // 30 s (minutes-before is coarse), or as seldom as the job queue polls when that is slower (tests).
  const mailReminders = createMailRemindersService(db, { now, events, mailSends, checkIntervalMs: Math.max(config.jobs.pollIntervalMs, 30_000), log });
  // The analytics summary mail after an event ends (docs/rules/analytics.md#summary-mail): checked as often as reminders.
  const analyticsSummaryMails = createSummaryMails(db, {
    jobs,
    mail: adapters.mail,
    analyticsRead,
    users,
    publicUrl: config.publicUrl,
    now,
    checkIntervalMs: Math.max(config.jobs.pollIntervalMs, 30_000),
    log,
  });
  // System settings (docs/rules/billing.md#system-settings): every company's licence, for admins; internal staff read.
  const system = createSystemService(db, {
    companyChanges,
    staffEmailDomain: config.staffEmailDomain,
    now,
  });
  const supportSettings = createSupportSettingsService(db, { pubsub: adapters.pubsub, staffEmailDomain: config.staffEmailDomain, now });
  const support = createSupportService(db, {
    staffEmailDomain: config.staffEmailDomain,
    now,
    sockets,
    onPushError: (error) => log.error({ err: error }, 'a support message push failed'),
  });
  // The user's own profile (docs/rules/accounts-and-sign-in.md#profile): names, company, language, photo, password, e-mail change.
  const profile = createProfileService({ db, files, passwordPolicy, sessionEnds, companyChanges, jobs, mail: adapters.mail, config, now });
  // Card payments (docs/rules/billing.md#card-payments): Stripe with keys, else the sandbox, whose webhook secret derives from the secrets key.
  const paymentProviders = createPaymentProviders(config, { now, secretsKey });
  const { webhooks: paymentWebhooks, service: payments } = createPayments(db, {
    providers: paymentProviders,
    users,
    companyChanges,
    sockets,
    jobs,
    publicUrl: config.publicUrl,
    now,
    log,
  });

  // Billing (docs/rules/billing.md#billing-page): the owner's overview, naming the configured provider.
  const billingOverview = createBillingOverviewService(db, { now, provider: () => paymentProviders.provider.name });
  // The company's users (docs/rules/roles-and-permissions.md#company-users): invitations, roles, deactivation, removal.
  const companyUsers = createCompanyUsersService(db, { accounts, sessions, sessionEnds, now });

  return {
    jobs,
    companyChanges,
    users,
    sessions,
    accounts,
    rateLimits,
    accountGuards,
    events,
    files,
    rooms,
    expoBooths,
    agenda,
    navigation,
    design,
    customCss,
    publicPage,
    attendeeSessions,
    attendees,
    accountImport,
    attendeeGuards,
    attendeeSignIn,
    attendeeInvitations,
    registrations,
    venueProfiles,
    venue,
    venueSocketTickets,
    presence,
    analytics,
    analyticsRead,
    analyticsSummaryMails,
    sessionFigures,
    topicAccess,
    topicPush,
    engagement,
    polls,
    qna,
    roomPeople,
    people,
    boothLeads,
    reactions,
    myAgenda,
    myAgendaReminders,
    chat,
    wall,
    eventMailers,
    mailTemplates,
    notifications,
    mailSettings,
    meetingIntegrations,
    meetingJoins,
    teamsConsent,
    mailSends,
    mailReminders,
    system,
    supportSettings,
    support,
    // Profile (docs/rules/accounts-and-sign-in.md#profile).
    profile,
    paymentWebhooks,
    payments,
    billingOverview,
    // The company's users (docs/rules/roles-and-permissions.md#company-users).
    companyUsers,
  };
}

export type Services = ReturnType<typeof createServices>;
