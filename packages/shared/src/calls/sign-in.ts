import { authTokenSchema } from '../schemas/sign-in';
import { defineCall } from './define-call';

// Only zod/mini schemas here: the sign-in pages and the session code load this file (see
// schemas/primitives.ts). calls/auth.ts completes these with their full-zod bodies for the server.

/** The calls the first load makes: their method, path and answer. */
export const signInCalls = {
  login: defineCall({ method: 'POST', path: '/login', summary: 'Signs in and answers an access token', answer: authTokenSchema }),
  refresh: defineCall({ method: 'POST', path: '/refresh', summary: 'Answers a new access token and revokes the old one', answer: authTokenSchema }),
  logout: defineCall({ method: 'POST', path: '/logout', summary: 'Revokes the access token and closes its sockets' }),
};
