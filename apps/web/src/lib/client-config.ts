import { callPath, clientConfigCall, type ClientConfig } from '@aula/shared';
import { apiRequest } from './api-client';

let loading: Promise<ClientConfig> | null = null;

/**
 * GET /api/clientConfig: public settings of the server's outside services, fetched once per load
 * (again after a failure). The sign-in pages read it without the query cache, which they do not load.
 */
export function loadClientConfig(): Promise<ClientConfig> {
  loading ??= apiRequest(callPath(clientConfigCall), { schema: clientConfigCall.answer, spinner: false, catcher: true }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Forgets the loaded settings, so that the next read asks the server again (tests use it between cases). */
export function forgetClientConfig(): void {
  loading = null;
}
