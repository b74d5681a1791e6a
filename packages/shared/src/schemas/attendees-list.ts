import { z } from 'zod';
import { attendeeAccountSchema, attendeeFieldsSchema, attendeeGroupSchema, attendeeRoleSchema, attendeeStatusSchema, ATTENDEE_COMPANY_MAX_LENGTH } from './attendees';
import { idOrNewSchema, idOrNewTextSchema, idSchema } from './ids';

/** The longest search text: the longest field it can match (a company). */
export const ATTENDEE_SEARCH_MAX_LENGTH = ATTENDEE_COMPANY_MAX_LENGTH;
/** A page number beyond any real list; larger numbers are refused rather than scanned for. */
export const ATTENDEE_LIST_MAX_PAGE = 100_000;
/** The most accounts one bulk action names by id; more are chosen through the filter. */
export const ATTENDEE_SELECTION_MAX_IDS = 10_000;

/** The columns the accounts list sorts by. */
export const ATTENDEE_SORT_KEYS = ['name', 'email', 'role', 'status', 'created'] as const;
export const attendeeSortKeySchema = z.enum(ATTENDEE_SORT_KEYS);
export type AttendeeSortKey = z.infer<typeof attendeeSortKeySchema>;

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export const sortDirectionSchema = z.enum(SORT_DIRECTIONS);
export type SortDirection = z.infer<typeof sortDirectionSchema>;

/** A parameter given empty counts as not given, as a form or a URL would send it. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/**
 * What narrows an event's accounts (docs/rules/attendees.md#accounts-list): a search through name, e-mail and company, and
 * the role, status and group filters. The list's query and the bulk actions' "everything that
 * matches" both carry it, so a bulk action reaches exactly the accounts the list showed.
 */
const attendeeFilterShape = {
  q: z
    .string()
    .max(ATTENDEE_SEARCH_MAX_LENGTH, { error: `validation.max_${ATTENDEE_SEARCH_MAX_LENGTH}` })
    .default(''),
  role: optional(attendeeRoleSchema),
  status: optional(attendeeStatusSchema),
  group: optional(attendeeGroupSchema),
};

/** The accounts filter; unknown names are refused, so a typo never silently widens a bulk action. */
export const attendeeFilterSchema = z.strictObject(attendeeFilterShape);
export type AttendeeFilter = z.infer<typeof attendeeFilterSchema>;
export type AttendeeFilterInput = z.input<typeof attendeeFilterSchema>;

/**
 * GET /api/accounts/{eventId} query: the filter, the sort column and direction, and the page (20
 * rows a page, docs/rules/limits.md#events). The web app keeps the same names in its URL.
 */
export const attendeeListQuerySchema = z.strictObject({
  ...attendeeFilterShape,
  sort: optional(attendeeSortKeySchema).transform((sort) => sort ?? 'name'),
  dir: optional(sortDirectionSchema).transform((dir) => dir ?? 'asc'),
  page: optional(z.coerce.number().int().min(1).max(ATTENDEE_LIST_MAX_PAGE)).transform((page) => page ?? 1),
});
export type AttendeeListQuery = z.infer<typeof attendeeListQuerySchema>;
export type AttendeeListQueryInput = z.input<typeof attendeeListQuerySchema>;

/** The answer of GET /api/accounts/{eventId}: one page of the matching accounts in the chosen order. */
export const attendeeListPageSchema = z.object({
  rows: z.array(attendeeAccountSchema),
  /** The page answered: the one asked for, or the last one when that is beyond the end. */
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Accounts that match the filter. */
  total: z.number().int(),
  /** Every (not erased) account of the event, whatever the filter; zero shows the empty state. */
  eventTotal: z.number().int(),
});
export type AttendeeListPage = z.infer<typeof attendeeListPageSchema>;

/**
 * Which accounts a bulk action reaches: the ids chosen on the list, or everything the filter
 * matches ("select everything that matches"). Exactly one of the two.
 */
export const attendeeSelectionSchema = z
  .strictObject({
    ids: z
      .array(idSchema)
      .min(1, { error: 'validation.required' })
      .max(ATTENDEE_SELECTION_MAX_IDS, { error: 'validation.invalid' })
      .optional(),
    filter: attendeeFilterSchema.optional(),
  })
  .refine((selection) => (selection.ids === undefined) !== (selection.filter === undefined), {
    error: 'validation.required',
    path: ['ids'],
  });
export type AttendeeSelection = z.infer<typeof attendeeSelectionSchema>;
export type AttendeeSelectionInput = z.input<typeof attendeeSelectionSchema>;

/** The answer of POST /api/deleteAccounts/{eventId}: how many accounts were deleted. */
export const deleteAttendeesResultSchema = z.object({ deleted: z.number().int() });
export type DeleteAttendeesResult = z.infer<typeof deleteAttendeesResultSchema>;

/** POST /api/account: id 0 adds an account to the event, any other saves it. */
export const saveAttendeeBodySchema = attendeeFieldsSchema.extend({ eventId: idSchema, id: idOrNewSchema });
export type SaveAttendeeBody = z.infer<typeof saveAttendeeBodySchema>;
export type SaveAttendeeBodyInput = z.input<typeof saveAttendeeBodySchema>;

export const attendeesPathSchema = z.object({ eventId: idOrNewTextSchema });
export const attendeePathSchema = z.object({ eventId: idOrNewTextSchema, accountId: idOrNewTextSchema });

/** The event's groups, each once, for the filter and the edit form's suggestions. */
export const attendeeGroupListSchema = z.array(z.string());
