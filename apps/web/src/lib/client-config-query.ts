import { queryOptions } from '@tanstack/react-query';
import { loadClientConfig } from './client-config';

/** The public settings through the query cache, for the signed-in screens (the sign-in pages load no query cache). */
export const clientConfigQuery = () =>
  queryOptions({
    queryKey: ['client-config'],
    queryFn: loadClientConfig,
    staleTime: Infinity,
  });
