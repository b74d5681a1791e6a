import { okSchema } from '../schemas/auth';
import { healthSchema, readinessSchema } from '../schemas/health';
import { socketTicketSchema } from '../schemas/socket';
import { setLanguageBodySchema, userInfoSchema } from '../schemas/user';
import { defineCall } from './define-call';

/** The signed-in user (docs/rules/calls.md#signed-in-user) and the live socket's ticket (docs/rules/calls.md#live-socket). */
export const userCalls = {
  info: defineCall({ method: 'GET', path: '/getUserInfo', summary: 'The signed-in user, company and licence', answer: userInfoSchema }),
  setLanguage: defineCall({
    method: 'POST',
    path: '/setLanguage',
    summary: "Stores the user's language",
    body: setLanguageBodySchema,
    answer: okSchema,
  }),
  socketTicket: defineCall({
    method: 'POST',
    path: '/socketTicket',
    summary: 'A one-time ticket that authenticates the WebSocket /api/ws',
    answer: socketTicketSchema,
  }),
};

/** GET /api/health for load balancers; it answers 503 with the same shape when the database is down. */
export const healthCall = defineCall({ method: 'GET', path: '/health', summary: 'Process and database state (liveness)', answer: healthSchema });
export const readyCall = defineCall({ method: 'GET', path: '/ready', summary: 'Whether the database and the pub/sub broker answer (readiness)', answer: readinessSchema });
