import { clientConfigSchema } from '../schemas/client-config';
import { defineCall } from './define-call';

// Only zod/mini schemas here: the sign-in pages load this file (see schemas/primitives.ts).

/** What the browser needs to know of the server's outside services, before anyone signs in. */
export const clientConfigCall = defineCall({
  method: 'GET',
  path: '/clientConfig',
  summary: 'Public settings of the outside services (bot check, breached-password check, support chat, terms, maps)',
  answer: clientConfigSchema,
});
