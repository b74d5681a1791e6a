import type { FastifyInstance } from 'fastify';
import { staticDataCalls } from '@aula/shared';
import { notFound } from '../../http/domain-error';
import { route } from '../../http/route';

/**
 * GET /api/searchPlaces?q=…&lang=…: suggestions for the event's location from the configured
 * geocoder. Without one the route does not exist (404), and the form keeps its free-text field.
 */
export async function placeRoutes(app: FastifyInstance): Promise<void> {
  const { placeSearch } = app.adapters;
  route(app, staticDataCalls.searchPlaces, { auth: 'user' }, async (request) => {
    if (!placeSearch) throw notFound();
    const { q, lang } = request.query;
    return placeSearch.search(q, lang ?? request.lang);
  });
}
