import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES, SIGN_IN_PAGE_HTML, VENUE_PAGE_HTML, isSignInPath } from '@aula/shared';
import { translate } from '../i18n/messages';

/**
 * Serves the built web app: hashed assets cached for a year, the HTML pages never cached (the
 * version check reads index.html: docs/rules/calls.md#version-check). Every other non-API path is answered with the page
 * of the entry it belongs to: the sign-in pages' (sign-in.html) under /auth, the console's
 * (index.html) everywhere else. The attendees' venue (venue.html) has routes of its own,
 * /e/{code}/venue and everything under it (`isVenuePath`), because the public page's module
 * answers every other path under /e/ with its own not-found page; whether the code is a published
 * event is the venue's first call to find out.
 *
 * The web build writes a brotli (`.br`) and a gzip (`.gz`) twin of each script and stylesheet
 * (apps/web/vite.config.ts); a client that accepts one gets it as it is, with its
 * `Content-Encoding`, which the compression plugin leaves alone. Anything without a twin, or a
 * client that accepts neither, gets the file itself, compressed on the fly as before when asked.
 * The twins are no routes of their own.
 */
export async function registerStaticSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const indexPath = path.join(distDir, 'index.html');
  const signInPath = path.join(distDir, SIGN_IN_PAGE_HTML);
  const venuePath = path.join(distDir, VENUE_PAGE_HTML);
  const hasBuild = fs.existsSync(indexPath);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        void reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  if (hasBuild && fs.existsSync(venuePath)) {
    const sendVenue = async (_request: FastifyRequest, reply: FastifyReply) => sendPage(reply, await fs.promises.readFile(venuePath, 'utf8'));
    app.get('/e/:code/venue', sendVenue);
    app.get('/e/:code/venue/*', sendVenue);
    app.get('/e/:code/register', sendVenue);
    app.get('/e/:code/register/*', sendVenue);
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/') || !hasBuild || request.method !== 'GET') {
      return reply
        .status(404)
        .send({ error: { code: ERROR_CODES.notFound, message: translate(request.lang, 'api_not_found') } });
    }
    const pathname = new URL(request.url, 'http://localhost').pathname;
    return sendPage(reply, await fs.promises.readFile(isSignInPath(pathname) ? signInPath : indexPath, 'utf8'));
  });
}

function sendPage(reply: FastifyReply, html: string) {
  return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
}
