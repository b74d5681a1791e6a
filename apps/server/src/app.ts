import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './app-context';
import { createAdapters } from './adapters/adapters';
import { registerAuth } from './plugins/auth';
import { registerAttendeeAuth } from './plugins/attendee-auth';
import { registerLicenseGate } from './plugins/license-gate';
import { answerClientError } from './plugins/client-errors';
import { registerServices } from './plugins/services';
import { registerErrorHandler } from './plugins/error-handler';
import { registerRequestContext } from './plugins/request-context';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStaticSpa } from './plugins/static-spa';
import { useZodValidation } from './plugins/zod-validation';
import { registerSocketHub } from './plugins/socket-hub';
import { registerVenueSockets } from './plugins/venue-sockets';
import { registerCompression } from './plugins/compression';
import { healthRoutes } from './modules/health/routes';
import { clientConfigRoutes } from './modules/client-config/routes';
import { authRoutes } from './modules/auth/routes';
import { userRoutes } from './modules/users/routes';
import { realtimeRoutes } from './modules/realtime/routes';
import { staticDataRoutes } from './modules/static-data/routes';
import { eventRoutes } from './modules/events/routes';
import { placeRoutes } from './modules/places/routes';
import { fileRoutes } from './modules/files/routes';
import { publicPageRoutes } from './modules/public-page/routes';
import { roomRoutes } from './modules/rooms/routes';
import { expoBoothRoutes } from './modules/expo-booths/routes';
import { navigationRoutes } from './modules/navigation/routes';
import { designRoutes } from './modules/design/routes';
import { customCssRoutes } from './modules/custom-css/routes';
import { agendaRoutes } from './modules/agenda/routes';
import { analyticsRoutes } from './modules/analytics/routes';
import { attendeeRoutes } from './modules/attendees/routes';
import { apiDocsRoutes } from './modules/api-docs/routes';
import { venueSessionRoutes } from './modules/attendee-auth/routes';
import { accountImportRoutes } from './modules/account-import/routes';
import { venueSignInRoutes } from './modules/attendee-auth/sign-in-routes';
import { attendeeInvitationRoutes } from './modules/attendee-invitations/routes';
import { registrationRoutes, venueRegistrationRoutes } from './modules/registration/routes';
import { venueContentRoutes } from './modules/venue/routes';
import { presenceRoutes } from './modules/presence/routes';
import { venueConnectionRoutes } from './modules/venue-connection/routes';
import { engagementRoutes } from './modules/engagement/routes';
import { pollRoutes } from './modules/polls/routes';
import { qnaRoutes } from './modules/qna/routes';
import { roomPeopleRoutes } from './modules/room-people/routes';
import { createMetrics } from './modules/metrics/metrics';
import { registerRequestScope } from './http/request-scope';
import { registerClosingConnections } from './http/closing-connections';
import { countedMailer } from './modules/metrics/counted-mailer';
import { metricsRoutes } from './modules/metrics/routes';
import { readMetricsFrom } from './modules/metrics/sources';
import { venuePeopleRoutes } from './modules/people/routes';
import { boothLeadRoutes } from './modules/booth-leads/routes';
import { reactionsRoutes } from './modules/reactions/routes';
import { myAgendaFeedRoutes, myAgendaRoutes } from './modules/my-agenda/routes';
import { notificationsRoutes } from './modules/notifications/routes';
import { chatRoutes } from './modules/chat/routes';
import { wallRoutes } from './modules/wall/routes';
import { mailTemplateRoutes } from './modules/mail-templates/routes';
import { mailSettingsRoutes } from './modules/mail-settings/routes';
import { meetingIntegrationRoutes } from './modules/meeting-integrations/routes';
// The company's users (docs/rules/roles-and-permissions.md#company-users).
import { companyUsersRoutes } from './modules/company-users/routes';
import { mailSendRoutes } from './modules/mail-sends/routes';
import { mailReminderRoutes } from './modules/mail-reminders/routes';
import { systemRoutes } from './modules/system/routes';
import { supportSettingsRoutes } from './modules/support-settings/routes';
import { supportRoutes } from './modules/support/routes';
// Profile (docs/rules/accounts-and-sign-in.md#profile).
import { profileRoutes } from './modules/profile/routes';
// Card payments (docs/rules/billing.md#card-payments).
import { paymentRoutes } from './modules/payments/routes';
import { paymentWebhookRoutes } from './modules/payments/webhook-routes';
// Billing (docs/rules/billing.md#billing-page): the owner's overview.
import { billingOverviewRoutes } from './modules/billing/overview/routes';

/** Builds the whole application: plugins first, then modules; it never listens. */
export async function buildApp(context: AppContext): Promise<FastifyInstance> {
  const { config } = context;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'], stream: context.logStream },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : crypto.randomUUID();
    },
    // Node arms its request and header deadlines from the options the server is constructed with;
    // Fastify's own `requestTimeout` is assigned afterwards and on its own never cut a slow body.
    http: {
      requestTimeout: config.http.requestTimeoutMs,
      headersTimeout: config.http.headersTimeoutMs,
      // Node looks for overdue requests this often (30 s by default): at most a second late here.
      connectionsCheckingInterval: Math.min(1000, config.http.requestTimeoutMs),
    },
    requestTimeout: config.http.requestTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    clientErrorHandler: answerClientError,
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
  });

  if (context.onRoute) app.addHook('onRoute', context.onRoute);
  app.decorate('config', config);
  app.decorate('database', context.database);
  app.decorate('now', context.now);
  const metrics = createMetrics();
  app.decorate('metrics', metrics);
  const adapters = { ...createAdapters(config, app.log), ...context.adapters };
  app.decorate('adapters', { ...adapters, mail: countedMailer(adapters.mail, (result) => metrics.mail('platform', result)) });
  app.addHook('onResponse', (request, reply, done) => {
    metrics.request(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  useZodValidation(app);
  registerRequestScope(app);
  registerClosingConnections(app);
  registerRequestContext(app);
  registerErrorHandler(app, config.env !== 'production');
  await registerSecurityHeaders(app, config);
  await registerCompression(app);
  registerServices(app);
  // The job worker runs while the app does; closing waits for the job under way.
  app.addHook('onReady', async () => app.services.jobs.start());
  app.addHook('onClose', async () => app.services.jobs.stop());
  app.addHook('onClose', async () => app.services.eventMailers.close());
  app.addHook('onClose', async () => app.adapters.mail.close?.());
  // The template sends' own worker (docs/rules/communications.md#sending-templates): it claims recipients, not jobs.
  app.addHook('onReady', async () => app.services.mailSends.worker.start());
  app.addHook('onClose', async () => app.services.mailSends.worker.stop());
  // The automatic reminders' periodic check (docs/rules/communications.md#reminders).
  app.addHook('onReady', async () => app.services.mailReminders.start());
  app.addHook('onClose', async () => app.services.mailReminders.stop());
  // The own agendas' reminders' periodic check (docs/rules/venue.md#my-agenda).
  app.addHook('onReady', async () => app.services.myAgendaReminders.start());
  app.addHook('onClose', async () => app.services.myAgendaReminders.stop());
  // The analytics summary mail's periodic check (docs/rules/analytics.md#summary-mail).
  app.addHook('onReady', async () => app.services.analyticsSummaryMails.start());
  app.addHook('onClose', async () => app.services.analyticsSummaryMails.stop());
  registerAuth(app);
  // Right after the session is known: an ended trial or licence closes the console's calls (docs/rules/billing.md#licence-gate).
  registerLicenseGate(app);
  registerAttendeeAuth(app);
  await registerSocketHub(app);
  registerVenueSockets(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(clientConfigRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(staticDataRoutes);
      await api.register(realtimeRoutes);
      await api.register(eventRoutes);
      await api.register(placeRoutes);
      await api.register(fileRoutes);
      await api.register(roomRoutes);
      await api.register(expoBoothRoutes);
      await api.register(navigationRoutes);
      await api.register(designRoutes);
      await api.register(customCssRoutes);
      await api.register(agendaRoutes);
      await api.register(analyticsRoutes);
      await api.register(venueSessionRoutes);
      await api.register(attendeeRoutes);
      await api.register(accountImportRoutes);
      await api.register(venueSignInRoutes);
      await api.register(venueContentRoutes);
      await api.register(attendeeInvitationRoutes);
      // Open registration (docs/rules/attendees.md#registration).
      await api.register(registrationRoutes);
      await api.register(venueRegistrationRoutes);
      await api.register(presenceRoutes);
      await api.register(venueConnectionRoutes);
      await api.register(engagementRoutes);
      await api.register(pollRoutes);
      await api.register(qnaRoutes);
      await api.register(roomPeopleRoutes);
      await api.register(venuePeopleRoutes);
      await api.register(boothLeadRoutes);
      await api.register(reactionsRoutes);
      await api.register(myAgendaRoutes);
      await api.register(notificationsRoutes);
      await api.register(chatRoutes);
      await api.register(wallRoutes);
      await api.register(mailTemplateRoutes);
      await api.register(mailSettingsRoutes);
      await api.register(meetingIntegrationRoutes);
      await api.register(mailSendRoutes);
      await api.register(mailReminderRoutes);
      await api.register(systemRoutes);
      await api.register(supportSettingsRoutes);
      await api.register(supportRoutes);
      // Profile (docs/rules/accounts-and-sign-in.md#profile).
      await api.register(profileRoutes);
      // Card payments (docs/rules/billing.md#card-payments); the webhooks in their own scope, which keeps bodies raw.
      await api.register(paymentRoutes);
      await api.register(paymentWebhookRoutes);
      // Billing (docs/rules/billing.md#billing-page): the owner's overview.
      await api.register(billingOverviewRoutes);
      // The company's users (docs/rules/roles-and-permissions.md#company-users).
      await api.register(companyUsersRoutes);
      await api.register(apiDocsRoutes);
    },
    { prefix: '/api' },
  );

  // Public event pages (/e/{code}) are server-rendered, outside /api and before the SPA fallback.
  await app.register(publicPageRoutes);
  // The private calendar feed of an attendee's own agenda (docs/rules/venue.md#my-agenda), under the event's code too.
  await app.register(myAgendaFeedRoutes);
  await app.register(metricsRoutes);
  readMetricsFrom(app);
  await registerStaticSpa(app, config.webDistDir);
  return app;
}
