import {
  sendSupportMessageBodySchema,
  supportConversationSchema,
  supportInboxPathSchema,
  supportInboxSchema,
} from '../schemas/support-conversation';
import { defineCall } from './define-call';

/**
 * Built-in support (docs/decisions/0137-built-in-support-conversations.md): an organiser writes to
 * the product's staff for their company; the staff (admins and internal staff) answer from the inbox.
 */
export const supportCalls = {
  conversation: defineCall({
    method: 'GET',
    path: '/support/conversation',
    summary: "The signed-in organiser's company's conversation with support",
    answer: supportConversationSchema,
  }),
  send: defineCall({
    method: 'POST',
    path: '/support/messages',
    summary: "Writes to support for the organiser's company",
    body: sendSupportMessageBodySchema,
    answer: supportConversationSchema,
  }),
  inbox: defineCall({
    method: 'GET',
    path: '/system/supportInbox',
    summary: 'Every company that wrote to support, unread first (admins and internal staff)',
    answer: supportInboxSchema,
  }),
  inboxConversation: defineCall({
    method: 'GET',
    path: '/system/supportInbox/:companyId',
    summary: "A company's conversation; opening it marks it read (admins and internal staff)",
    params: supportInboxPathSchema,
    answer: supportConversationSchema,
  }),
  answer: defineCall({
    method: 'POST',
    path: '/system/supportInbox/:companyId/messages',
    summary: 'Answers a company in support (admins and internal staff)',
    params: supportInboxPathSchema,
    body: sendSupportMessageBodySchema,
    answer: supportConversationSchema,
  }),
};
