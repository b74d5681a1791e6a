import * as z from 'zod/mini';
import { chatBodySchema } from './chat';
import { miniIdTextSchema } from './mini-ids';

/** POST …/messages of built-in support: the chat's rule for a message, trimmed, 1 to 1,000 characters. */
export const sendSupportMessageBodySchema = z.object({ body: chatBodySchema });
export type SendSupportMessageBody = z.infer<typeof sendSupportMessageBodySchema>;

export const supportInboxPathSchema = z.object({ companyId: miniIdTextSchema });

/** One message between a company's organisers and the product's staff (docs/decisions/0137-built-in-support-conversations.md). */
export const supportMessageSchema = z.object({
  id: z.number(),
  body: z.string(),
  /** True when the product's staff wrote it; the organiser's side shows no staff member's name. */
  fromStaff: z.boolean(),
  /** The organiser's name on their company's messages; empty on the staff's. */
  authorName: z.string(),
  createdAt: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

/** The company's whole conversation with support, oldest message first. */
export const supportConversationSchema = z.object({ companyId: z.number(), messages: z.array(supportMessageSchema) });
export type SupportConversation = z.infer<typeof supportConversationSchema>;

/** GET /api/system/supportInbox: each company that wrote, unread first, then by the newest message. */
export const supportInboxSchema = z.object({
  conversations: z.array(
    z.object({
      companyId: z.number(),
      companyName: z.string(),
      lastMessage: z.string(),
      lastMessageAt: z.string(),
      /** The company's messages the staff have not opened yet. */
      unread: z.number(),
    }),
  ),
});
export type SupportInbox = z.infer<typeof supportInboxSchema>;
