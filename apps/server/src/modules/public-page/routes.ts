import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { calendarFileName, publicCalendar } from './calendar';
import { renderClosedPage, renderEventPage, renderNotFoundPage, type RenderedPage } from './render';
import { findPublicPageScript } from './script-asset';
import { styleHashSource } from './page-style';

const queryLang = (request: FastifyRequest) => {
  const value = (request.query as Record<string, unknown> | undefined)?.lang;
  return typeof value === 'string' ? value : undefined;
};

type Lang = 'en' | 'de';

/**
 * The page's language: `?lang=en|de` first, then the first of en or de the browser asks for, then
 * the event's own language.
 */
export function publicPageLanguage(query: string | undefined, acceptLanguage: string | undefined, eventLanguage: Lang): Lang {
  if (query === 'en' || query === 'de') return query;
  const asked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.trim().slice(0, 2).toLowerCase())
    .find((code) => code === 'en' || code === 'de');
  return (asked as Lang | undefined) ?? eventLanguage;
}

/** A strict policy for this page alone: its one script file, its one inline stylesheet by hash. */
function contentSecurityPolicy(css: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src ${styleHashSource(css)}`,
    // Fonts and images only from the app itself, whatever the event's own CSS asks for (docs/rules/design.md#custom-css).
    "img-src 'self'",
    "font-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

function send(request: FastifyRequest, reply: FastifyReply, status: number, page: RenderedPage) {
  const etag = `"${crypto.createHash('sha256').update(page.body).digest('base64url').slice(0, 27)}"`;
  void reply
    .header('content-security-policy', contentSecurityPolicy(page.css))
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Language')
    .header('etag', etag);
  if (status === 200 && request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.status(status).type('text/html; charset=utf-8').send(page.body);
}

/**
 * GET /e/{code}: the public page of a published event, rendered on the server (outside /api, and
 * registered before the SPA's fallback so that it never answers with index.html).
 */
export async function publicPageRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.publicPage;
  const scriptUrl = findPublicPageScript(app.config.webDistDir);

  app.get('/e/:code', async (request, reply) => {
    const { code } = request.params as { code: string };
    const result = await service.load(code);
    if (result.kind === 'not_found') {
      return send(request, reply, 404, renderNotFoundPage(publicPageLanguage(queryLang(request), request.headers['accept-language'], 'en')));
    }
    const lang = publicPageLanguage(queryLang(request), request.headers['accept-language'], result.kind === 'closed' ? result.event.language : result.page.event.language);
    if (result.kind === 'closed') return send(request, reply, 410, renderClosedPage(result.event, lang));
    return send(request, reply, 200, renderEventPage(result.page, { lang, publicUrl: app.config.publicUrl, scriptUrl, withCalendar: true }));
  });

  // The agenda as a calendar file, for the page's "add to calendar" link.
  app.get('/e/:code/agenda.ics', async (request, reply) => {
    const { code } = request.params as { code: string };
    const result = await service.load(code);
    const fallback = result.kind === 'page' ? result.page.event.language : result.kind === 'closed' ? result.event.language : 'en';
    const lang = publicPageLanguage(queryLang(request), request.headers['accept-language'], fallback);
    if (result.kind !== 'page') {
      const page = result.kind === 'closed' ? renderClosedPage(result.event, lang) : renderNotFoundPage(lang);
      return send(request, reply, result.kind === 'closed' ? 410 : 404, page);
    }
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language')
      .header('content-disposition', `attachment; filename="${calendarFileName(result.page.event.code)}"`)
      .type('text/calendar; charset=utf-8')
      .send(publicCalendar(result.page, lang, app.now()));
  });

  // Any other path under /e/ is not an event page either.
  const notFound = async (request: FastifyRequest, reply: FastifyReply) => {
    return send(request, reply, 404, renderNotFoundPage(publicPageLanguage(queryLang(request), request.headers['accept-language'], 'en')));
  };
  app.get('/e', notFound);
  app.get('/e/*', notFound);

  // The event's custom CSS for the venue: its address names the version, so each version may be kept for good.
  app.get('/e/:code/custom.css', async (request, reply) => {
    const { code } = request.params as { code: string };
    const stylesheet = await service.customStylesheet(code);
    if (!stylesheet) return notFound(request, reply);
    const askedVersion = (request.query as Record<string, unknown> | undefined)?.v;
    const current = askedVersion === String(stylesheet.version);
    return reply
      .header('cache-control', current ? 'public, max-age=31536000, immutable' : 'no-cache')
      .header('x-content-type-options', 'nosniff')
      .type('text/css; charset=utf-8')
      .send(stylesheet.css);
  });
}
