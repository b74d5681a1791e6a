import { queryOptions } from '@tanstack/react-query';
import { clientConfigSchema } from '@aula/shared';
import { apiRequest } from './api-client';

/** GET /api/clientConfig: public settings of the server's outside services, fetched once per load. */
export const clientConfigQuery = () =>
  queryOptions({
    queryKey: ['client-config'],
    queryFn: ({ signal }) => apiRequest('/clientConfig', { schema: clientConfigSchema, signal, spinner: false, catcher: true }),
    staleTime: Infinity,
  });
