import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { isVenuePath, type SupportSettingsValues } from '@aula/shared';
import type { Config } from '../config';

const botCheckOrigins: Record<Config['botCheck']['provider'], string[]> = {
  none: [],
  turnstile: ['https://challenges.cloudflare.com'],
  hcaptcha: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
  recaptcha: ['https://www.google.com', 'https://www.gstatic.com', 'https://www.recaptcha.net'],
};

/** The chosen support widget's origins (docs/decisions/0136-support-modes.md); off and built in need none. */
function supportOrigins(support: SupportSettingsValues): string[] {
  if (support.mode === 'crisp') return ['https://client.crisp.chat', 'wss://client.relay.crisp.chat', 'https://*.crisp.chat'];
  if (support.mode === 'chatwoot' && support.chatwootBaseUrl !== '') {
    const origin = new URL(support.chatwootBaseUrl).origin;
    return [origin, origin.replace(/^https:/, 'wss:')];
  }
  return [];
}

/**
 * Security headers with a content security policy that admits only the configured outside services.
 * Helmet's middleware is built once per set of outside origins: @fastify/helmet built it anew for
 * every request (parsing the policy each time), which cost more than the rest of a small API answer.
 *
 * The venue's pages (docs/rules/venue.md#the-venue) get a wider policy: their rooms play streams and show players,
 * embedded pages and Q&A tools from whatever https hosts the organisers entered (validated as
 * https addresses when saved), and an HLS stream's playlist and segments are fetched by the page
 * itself when the browser cannot play HLS natively (its player runs them through a blob: media
 * source, with a worker started from a blob:). Scripts still come only from the app itself, and so
 * do images and fonts, whatever the event's own CSS asks for (docs/rules/design.md#custom-css): only
 * the configured outside services are added, as on every page.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  // The support settings' service keeps one object until they change: the same object, the same middlewares.
  let built: { support: SupportSettingsValues; middlewares: Middlewares } | null = null;
  app.addHook('onRequest', async (request, reply) => {
    const support = await app.services.supportSettings.current();
    if (built?.support !== support) built = { support, middlewares: buildMiddlewares(config, [...botCheckOrigins[config.botCheck.provider], ...supportOrigins(support)]) };
    const set = isVenuePath(request.url.split('?', 1)[0]!) ? built.middlewares.venue : built.middlewares.console;
    await new Promise<void>((resolve, reject) => set(request.raw, reply.raw, (error) => (error instanceof Error ? reject(error) : resolve())));
  });
}

type Middlewares = { console: ReturnType<typeof helmet>; venue: ReturnType<typeof helmet> };

/** Helmet's two middlewares for one set of outside origins; built once per set, since the support's can change at run time. */
function buildMiddlewares(config: Config, outside: string[]): Middlewares {
  const breachOrigin = new URL(config.breachCheck.url).origin;
  const directives = {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...outside],
    styleSrc: ["'self'", "'unsafe-inline'", ...outside],
    imgSrc: ["'self'", 'data:', 'blob:', ...outside],
    connectSrc: ["'self'", breachOrigin, ...outside],
    frameSrc: ["'self'", ...outside],
    fontSrc: ["'self'", 'data:', ...outside],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    upgradeInsecureRequests: null,
  };
  const venueDirectives = {
    ...directives,
    imgSrc: ["'self'", ...outside],
    fontSrc: ["'self'", ...outside],
    connectSrc: [...directives.connectSrc, 'https:'],
    frameSrc: [...directives.frameSrc, 'https:'],
    mediaSrc: ["'self'", 'https:', 'blob:'],
    workerSrc: ["'self'", 'blob:'],
  };
  return {
    console: helmet({ contentSecurityPolicy: { directives }, crossOriginEmbedderPolicy: false }),
    venue: helmet({ contentSecurityPolicy: { directives: venueDirectives }, crossOriginEmbedderPolicy: false }),
  };
}
