import { z } from 'zod';
import { EVENT_FONT_IDS, normalizeHexColor } from '../rules/design';
import { imageRefSchema } from './files';
import { idSchema, idTextSchema } from './ids';

/** A `#rrggbb` colour (`#rgb` and upper case accepted and normalised to `#rrggbb`). */
export const hexColorSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .refine((value) => normalizeHexColor(value) !== null, { error: 'validation.invalid_color' })
  .transform((value) => normalizeHexColor(value) as string);

export const eventFontSchema = z.enum(EVENT_FONT_IDS, { error: 'validation.invalid' });

/** Path of GET/POST /api/design/{eventId}. */
export const designPathSchema = z.object({ eventId: idTextSchema });

/** GET /api/design/{eventId}: the saved design, or the defaults when none is saved yet. */
export const eventDesignSchema = z.object({
  eventId: z.number().int(),
  image: imageRefSchema.nullable(),
  logo: imageRefSchema.nullable(),
  banner: imageRefSchema.nullable(),
  primaryColor: z.string(),
  backgroundColor: z.string(),
  accentColor: z.string(),
  font: eventFontSchema,
  /** False while the event still uses the default design. */
  saved: z.boolean(),
});
export type EventDesign = z.infer<typeof eventDesignSchema>;

const fileIdSchema = idSchema.nullable();

/** Body of POST /api/design/{eventId}; images are library file ids of the caller's company. */
export const saveEventDesignBodySchema = z.object({
  imageFileId: fileIdSchema,
  logoFileId: fileIdSchema,
  bannerFileId: fileIdSchema,
  primaryColor: hexColorSchema,
  backgroundColor: hexColorSchema,
  accentColor: hexColorSchema,
  font: eventFontSchema,
});
export type SaveEventDesignBody = z.infer<typeof saveEventDesignBodySchema>;
export type SaveEventDesignInput = z.input<typeof saveEventDesignBodySchema>;
