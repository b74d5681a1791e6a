import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { isVenuePath } from '@aula/shared';
import type { Config } from '../config';

const botCheckOrigins: Record<Config['botCheck']['provider'], string[]> = {
  none: [],
  turnstile: ['https://challenges.cloudflare.com'],
  hcaptcha: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
  recaptcha: ['https://www.google.com', 'https://www.gstatic.com', 'https://www.recaptcha.net'],
};

const supportChatOrigins: Record<Config['supportChat']['provider'], string[]> = {
  none: [],
  crisp: ['https://client.crisp.chat', 'wss://client.relay.crisp.chat', 'https://*.crisp.chat'],
  tawk: ['https://embed.tawk.to', 'https://*.tawk.to', 'wss://*.tawk.to'],
};

/**
 * Security headers with a content security policy that admits only the configured outside services.
 * Helmet's middleware is built once here: @fastify/helmet built it anew for every request (parsing
 * the policy each time), which cost more than the rest of a small API answer.
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
  const outside = [...botCheckOrigins[config.botCheck.provider], ...supportChatOrigins[config.supportChat.provider]];
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
  const setHeaders = helmet({ contentSecurityPolicy: { directives }, crossOriginEmbedderPolicy: false });
  const setVenueHeaders = helmet({ contentSecurityPolicy: { directives: venueDirectives }, crossOriginEmbedderPolicy: false });
  app.addHook('onRequest', (request, reply, done) => {
    const set = isVenuePath(request.url.split('?', 1)[0]!) ? setVenueHeaders : setHeaders;
    set(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
}
