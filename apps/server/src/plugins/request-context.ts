import type { FastifyInstance } from 'fastify';
import type { Language } from '@aula/shared';
import { languageFromHeader } from '../i18n/messages';

declare module 'fastify' {
  interface FastifyRequest {
    /** en or de, from Accept-Language (docs/rules/calls.md#conventions). */
    lang: Language;
    /** Minutes east of UTC as the browser sent them in X-Timezone-Offset, or null. */
    timezoneOffset: number | null;
    /** The browser's X-Connection-Id, tying a request to its live socket. */
    connectionId: string | null;
  }
}

/** Reads the custom request headers (docs/rules/calls.md#conventions) once per request. */
export function registerRequestContext(app: FastifyInstance): void {
  app.decorateRequest('lang', 'en');
  app.decorateRequest('timezoneOffset', null);
  app.decorateRequest('connectionId', null);
  app.addHook('onRequest', async (request) => {
    request.lang = languageFromHeader(request.headers['accept-language']);
    const offset = Number(request.headers['x-timezone-offset']);
    request.timezoneOffset = Number.isInteger(offset) && Math.abs(offset) <= 840 ? offset : null;
    const connectionId = request.headers['x-connection-id'];
    request.connectionId = typeof connectionId === 'string' && connectionId.length <= 100 ? connectionId : null;
  });
}
