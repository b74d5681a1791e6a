import type { FastifyInstance } from 'fastify';
import { placeSearchQuerySchema, type PlaceSuggestion } from '@aula/shared';
import { notFound } from '../../http/domain-error';
import { requireUser } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/zod-validation';

/**
 * GET /api/searchPlaces?q=…&lang=…: suggestions for the event's location from the configured
 * geocoder. Without one the route does not exist (404), and the form keeps its free-text field.
 */
export async function placeRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { placeSearch } = app.adapters;

  api.get(
    '/searchPlaces',
    { onRequest: requireUser, schema: { querystring: placeSearchQuerySchema } },
    async (request): Promise<{ data: PlaceSuggestion[] }> => {
      if (!placeSearch) throw notFound();
      const { q, lang } = request.query;
      return { data: await placeSearch.search(q, lang ?? request.lang) };
    },
  );
}
