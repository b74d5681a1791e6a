import { z } from 'zod';
import {
  BOOTH_DESCRIPTION_MAX_LENGTH,
  BOOTH_LINK_LABEL_MAX_LENGTH,
  boothDescriptionError,
  boothFilesError,
  boothLinkErrors,
  boothLinksError,
} from '../rules/expo-booths';
import { URL_MAX_LENGTH } from '../rules/embeds';
import { imageRefSchema } from './files';
import { idSchema, idTextSchema } from './ids';

/** A file a booth offers to download, as the console shows it. */
export const boothFileSchema = z.object({ id: z.number().int(), url: z.string(), fileName: z.string(), contentType: z.string(), byteSize: z.number().int() });
export type BoothFile = z.infer<typeof boothFileSchema>;

const boothLinkSchema = z.object({
  label: z.string().max(BOOTH_LINK_LABEL_MAX_LENGTH * 4, { error: 'validation.booth_link_label_too_long' }),
  url: z.string().max(URL_MAX_LENGTH, { error: 'validation.booth_https_url' }),
});

/** The booth content of an expo room (GET /api/booth/{eventId}/{roomId}); a room never saved as a booth answers it empty. */
export const boothSchema = z.object({
  roomId: z.number().int(),
  logo: imageRefSchema.nullable(),
  /** Plain text; line breaks are kept, nothing is markup. */
  description: z.string(),
  links: z.array(z.object({ label: z.string(), url: z.string() })),
  files: z.array(boothFileSchema),
});
export type Booth = z.infer<typeof boothSchema>;

/**
 * POST /api/booth: the booth content of an expo room. The limits are the shared rule's; each
 * message lands beside its field (`links.2.url`, `fileIds`, `description`).
 */
export const saveBoothBodySchema = z
  .object({
    eventId: idSchema,
    roomId: idSchema,
    logoId: idSchema.nullable(),
    description: z.string().max(BOOTH_DESCRIPTION_MAX_LENGTH * 2, { error: 'validation.booth_description_too_long' }),
    links: z.array(boothLinkSchema).max(50, { error: 'validation.booth_too_many_links' }),
    fileIds: z.array(idSchema).max(50, { error: 'validation.booth_too_many_files' }),
  })
  .superRefine((values, ctx) => {
    const descriptionError = boothDescriptionError(values.description.replace(/\r\n?/g, '\n').trim());
    if (descriptionError) ctx.addIssue({ code: 'custom', message: descriptionError, path: ['description'] });
    const linksError = boothLinksError(values.links);
    if (linksError) ctx.addIssue({ code: 'custom', message: linksError, path: ['links'] });
    values.links.forEach((link, index) => {
      for (const [field, key] of Object.entries(boothLinkErrors(link))) ctx.addIssue({ code: 'custom', message: key, path: ['links', index, field] });
    });
    const filesError = boothFilesError(values.fileIds);
    if (filesError) ctx.addIssue({ code: 'custom', message: filesError, path: ['fileIds'] });
  });
export type SaveBoothBody = z.infer<typeof saveBoothBodySchema>;

export const boothPathSchema = z.object({ eventId: idTextSchema, roomId: idTextSchema });

/**
 * A contact an attendee left at the booth (docs/rules/venue.md#booth-leads), as the organisers see
 * it: the account's name, e-mail, company and job title now, the message, and the consent given.
 */
export const boothLeadSchema = z.object({
  accountId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  company: z.string(),
  jobTitle: z.string(),
  message: z.string(),
  consentVersion: z.number().int(),
  /** ISO 8601 in UTC. */
  consentedAt: z.string(),
});
export type BoothLead = z.infer<typeof boothLeadSchema>;
export const boothLeadListSchema = z.array(boothLeadSchema);
