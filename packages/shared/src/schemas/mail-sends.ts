import { z } from 'zod';
import { attendeeSelectionSchema } from './attendees-list';
import { idOrNewTextSchema, idSchema } from './ids';

/**
 * Sending a template to attendees, and the outbox (docs/rules/communications.md#sending-templates). A send copies the template's
 * words when it is made; its recipients are listed when it starts (now, or at `scheduledAt`), and
 * each recipient's mail goes out once: queued, sent, failed with the reason, or bounced.
 */
export const MAIL_SEND_STATUSES = ['scheduled', 'queued', 'sending', 'done', 'cancelled'] as const;
export type MailSendStatus = (typeof MAIL_SEND_STATUSES)[number];

/** Where one recipient's mail stands; `sending` is a claimed mail under way. */
export const MAIL_RECIPIENT_STATUSES = ['queued', 'sending', 'sent', 'failed', 'bounced'] as const;
export const mailRecipientStatusSchema = z.enum(MAIL_RECIPIENT_STATUSES);
export type MailRecipientStatus = z.infer<typeof mailRecipientStatusSchema>;

/** Rows per page of a send's outbox. */
export const MAIL_OUTBOX_PAGE_SIZE = 50;

export const mailSendsPathSchema = z.object({ eventId: idOrNewTextSchema });
export const mailSendPathSchema = z.object({ eventId: idOrNewTextSchema, sendId: idOrNewTextSchema });

/** The event's templates a send can use, by name (the templates' own calls edit them). */
export const mailSendTemplateSchema = z.object({ id: z.number().int(), name: z.string() });
export const mailSendTemplateListSchema = z.array(mailSendTemplateSchema);
export type MailSendTemplate = z.infer<typeof mailSendTemplateSchema>;

/** POST …/count: how many accounts a selection reaches (erased, inactive and address-less ones never count). */
export const mailRecipientCountBodySchema = z.object({ selection: attendeeSelectionSchema });
export const mailRecipientCountSchema = z.object({ count: z.number().int() });
export type MailRecipientCount = z.infer<typeof mailRecipientCountSchema>;

/**
 * POST …/send: a template of the event, the selection, and when. `scheduledAt` is an instant (the
 * console turns the date and time in the event's zone into one); null sends now. A past time is
 * refused.
 */
export const createMailSendBodySchema = z.object({
  templateId: idSchema,
  selection: attendeeSelectionSchema,
  scheduledAt: z.iso.datetime({ offset: true, error: 'validation.invalid' }).nullable(),
});
export type CreateMailSendBody = z.infer<typeof createMailSendBodySchema>;
export type CreateMailSendBodyInput = z.input<typeof createMailSendBodySchema>;

/** POST …/test: the template rendered for a sample recipient of the selection, to the organiser. */
export const testMailSendBodySchema = z.object({ templateId: idSchema, selection: attendeeSelectionSchema.optional() });
export type TestMailSendBody = z.infer<typeof testMailSendBodySchema>;
export const testMailSendResultSchema = z.object({ to: z.string() });

/** How many of a send's recipients are in each state. */
export const mailSendCountsSchema = z.object({
  queued: z.number().int(),
  sending: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  bounced: z.number().int(),
});
export type MailSendCounts = z.infer<typeof mailSendCountsSchema>;

/** One send in the event's outbox list. */
export const mailSendSchema = z.object({
  id: z.number().int(),
  templateId: z.number().int().nullable(),
  templateName: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_SEND_STATUSES),
  scheduledAt: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  recipientCount: z.number().int(),
  counts: mailSendCountsSchema,
  /** Set on an automatic reminder's send: `event`, or `session:{id}` (docs/rules/communications.md#reminders). */
  reminderKey: z.string().nullable(),
  /** The session a session reminder is for, in both languages (the German title may be empty). */
  reminderSession: z.object({ title: z.string(), titleDe: z.string() }).nullable(),
});
export type MailSend = z.infer<typeof mailSendSchema>;
export const mailSendListSchema = z.array(mailSendSchema);

/** GET …/outbox/{sendId}: the filter by state and the page. */
export const mailOutboxQuerySchema = z.object({
  status: z.preprocess((value) => (value === '' ? undefined : value), mailRecipientStatusSchema.optional()),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type MailOutboxQueryInput = z.input<typeof mailOutboxQuerySchema>;

export const mailOutboxRecipientSchema = z.object({
  id: z.number().int(),
  accountId: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  lang: z.string(),
  status: mailRecipientStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type MailOutboxRecipient = z.infer<typeof mailOutboxRecipientSchema>;

export const mailOutboxPageSchema = z.object({
  send: mailSendSchema,
  rows: z.array(mailOutboxRecipientSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Recipients in the chosen state (all of them without a filter). */
  total: z.number().int(),
});
export type MailOutboxPage = z.infer<typeof mailOutboxPageSchema>;
