import { z } from 'zod';
import { presenceSocketMessageSchema } from './presence';
import { topicSchema } from './topics';

/** Messages the browser sends on /api/ws (docs/rules/calls.md#live-socket). */
export const clientSocketMessageSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('auth'), ticket: z.string().min(16).max(200) }),
  z.object({ action: z.literal('connectionId'), connectionId: z.string().max(100).optional() }),
  z.object({ action: z.literal('ping') }),
  z.object({ action: z.literal('subscribe'), topic: topicSchema }),
  z.object({ action: z.literal('unsubscribe'), topic: topicSchema }),
]);
export type ClientSocketMessage = z.infer<typeof clientSocketMessageSchema>;

/**
 * An account import has finished: `errorMessage` in the user's language on error and trial; which
 * event and import, and what was done, for the screens that show it. Pushed to the user who
 * started it, and answered again after a reconnect.
 */
export const importAccountsMessageSchema = z.object({
  action: z.literal('importAccounts'),
  status: z.enum(['success', 'error', 'trial']),
  errorMessage: z.string().optional(),
  eventId: z.number().int().optional(),
  importId: z.string().optional(),
  created: z.number().int().optional(),
  updated: z.number().int().optional(),
  skipped: z.number().int().optional(),
});
export type ImportAccountsMessage = z.infer<typeof importAccountsMessageSchema>;

/** Messages the server sends on /api/ws; `others` are broadcast by later features. */
export const serverSocketMessageSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('pong') }),
  z.object({ action: z.literal('connectionId'), connectionId: z.string() }),
  /**
   * The socket is (re)authenticated; `at` is the server's time, from which the browser asks after a
   * reconnect for what was pushed while it was away (pushes are not queued for absent sockets).
   */
  z.object({ action: z.literal('authenticated'), at: z.string().optional() }),
  importAccountsMessageSchema,
  z.object({ action: z.literal('showStripe') }),
  z.object({ action: z.literal('hideStripe') }),
  z.object({ action: z.literal('azureTokenObtained') }),
  presenceSocketMessageSchema,
  /**
   * A company's support conversation has a new message (docs/decisions/0138-live-support-and-registrations.md):
   * sent to that company's users and to the product's staff; `fromStaff` when it is the staff's answer.
   */
  z.object({ action: z.literal('supportChanged'), companyId: z.number().int(), fromStaff: z.boolean() }),
  /** Live engagement's topics (schemas/topics.ts): subscription answers and changes. */
  z.object({ action: z.literal('subscribed'), topic: topicSchema }),
  z.object({ action: z.literal('subscribeRefused'), topic: topicSchema }),
  z.object({ action: z.literal('topic'), topic: topicSchema, event: z.string(), data: z.unknown() }),
]);
export type ServerSocketMessage = z.infer<typeof serverSocketMessageSchema>;

export { socketTicketSchema, type SocketTicket } from './common-answers';
