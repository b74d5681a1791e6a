import { z } from 'zod';
import { CUSTOM_CSS_MAX_BYTES, CUSTOM_CSS_PROBLEMS, customCssBytes } from '../rules/custom-css';
import { idTextSchema } from './ids';

/** Path of the custom CSS calls. */
export const customCssPathSchema = z.object({ eventId: idTextSchema });

/** Path of POST /api/customCss/{eventId}/restore/{version}. */
export const customCssVersionPathSchema = z.object({ eventId: idTextSchema, version: idTextSchema });

/** The CSS as the organiser wrote it; the 64 KB limit counts UTF-8 bytes (docs/rules/design.md#custom-css). */
export const customCssTextSchema = z
  .string({ error: 'validation.invalid' })
  .refine((css) => customCssBytes(css) <= CUSTOM_CSS_MAX_BYTES, { error: 'validation.css_too_large' });

/** Body of POST /api/customCss/{eventId} and of its preview. */
export const saveCustomCssBodySchema = z.object({ css: customCssTextSchema });
export type SaveCustomCssBody = z.infer<typeof saveCustomCssBodySchema>;

/** One thing the sanitiser refused, at its 1-based line and column of the text as written. */
export const customCssProblemSchema = z.object({
  code: z.enum(CUSTOM_CSS_PROBLEMS),
  line: z.number().int(),
  column: z.number().int(),
  /** What was refused (a property's or at-rule's name), for the message; empty when nothing names it. */
  name: z.string(),
});
export type CustomCssProblem = z.infer<typeof customCssProblemSchema>;

/** One saved version; the newest is the one in use. */
export const customCssVersionSchema = z.object({
  version: z.number().int(),
  css: z.string(),
  savedAt: z.string(),
  savedBy: z.string(),
});
export type CustomCssVersion = z.infer<typeof customCssVersionSchema>;

/** GET /api/customCss/{eventId}: the CSS in use (empty before the first save) and the saved versions, newest first. */
export const customCssSchema = z.object({
  eventId: z.number().int(),
  css: z.string(),
  version: z.number().int().nullable(),
  history: z.array(customCssVersionSchema),
});
export type CustomCss = z.infer<typeof customCssSchema>;

/** POST /api/customCss/{eventId}/preview: what the server would keep of a draft, and what it would refuse. */
export const customCssPreviewSchema = z.object({
  sanitizedCss: z.string(),
  problems: z.array(customCssProblemSchema),
});
export type CustomCssPreview = z.infer<typeof customCssPreviewSchema>;
