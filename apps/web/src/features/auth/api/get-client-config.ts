import { useQuery } from '@tanstack/react-query';
import { clientConfigQuery } from '@/lib/client-config';

/** The public settings (bot check, breach-check URL, terms links), shared with the rest of the app's cache. */
export function useClientConfig() {
  return useQuery(clientConfigQuery());
}
