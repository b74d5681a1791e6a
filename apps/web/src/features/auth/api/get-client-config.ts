import { useEffect, useState } from 'react';
import type { ClientConfig } from '@aula/shared';
import { loadClientConfig } from '@/lib/client-config';

/** The public settings (bot check, breach-check URL, terms links); loaded once, shared with the signed-in app. */
export function useClientConfig(): { data: ClientConfig | undefined } {
  const [data, setData] = useState<ClientConfig>();
  useEffect(() => {
    let current = true;
    // A failure leaves the settings unknown, as before: the forms work without a bot check.
    loadClientConfig().then(
      (config) => {
        if (current) setData(config);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return { data };
}
