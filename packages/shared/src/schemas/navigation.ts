import { z } from 'zod';
import { idTextSchema } from './ids';
import {
  NAVIGATION_ICONS,
  NAVIGATION_KINDS,
  NAVIGATION_LABEL_MAX_LENGTH,
  NAVIGATION_MAX_ITEMS,
  NAVIGATION_URL_MAX_LENGTH,
} from '../rules/navigation';

/** Path of GET/POST /api/navigation/{eventId}. */
export const navigationPathSchema = z.object({ eventId: idTextSchema });

const labelSchema = z
  .string()
  .trim()
  .max(NAVIGATION_LABEL_MAX_LENGTH, { error: `validation.max_${NAVIGATION_LABEL_MAX_LENGTH}` });

/** One menu item in a request; the rules across items are `validateNavigation`'s. */
export const navigationItemInputSchema = z.object({
  kind: z.enum(NAVIGATION_KINDS, { error: 'validation.invalid' }),
  labelEn: labelSchema.default(''),
  labelDe: labelSchema.default(''),
  icon: z.enum(NAVIGATION_ICONS, { error: 'validation.invalid' }),
  url: z
    .string()
    .trim()
    .max(NAVIGATION_URL_MAX_LENGTH, { error: `validation.max_${NAVIGATION_URL_MAX_LENGTH}` })
    .default(''),
  visible: z.boolean(),
  isLanding: z.boolean(),
});
export type NavigationItemInput = z.infer<typeof navigationItemInputSchema>;

/** Body of POST /api/navigation/{eventId}: the whole menu in order, replacing the saved one. */
export const saveNavigationBodySchema = z.object({
  items: z.array(navigationItemInputSchema).min(1).max(NAVIGATION_MAX_ITEMS, { error: 'validation.navigation_too_many_items' }),
});
export type SaveNavigationBody = z.infer<typeof saveNavigationBodySchema>;

/** A saved menu item; `id` is null for an item of the default menu that was never saved. */
export const navigationItemSchema = navigationItemInputSchema.extend({ id: z.number().int().nullable() });
export type NavigationItem = z.infer<typeof navigationItemSchema>;

/** GET /api/navigation/{eventId}: the menu in order, the defaults while none is saved. */
export const eventNavigationSchema = z.object({
  eventId: z.number().int(),
  items: z.array(navigationItemSchema),
  /** False while the event still uses the default menu. */
  saved: z.boolean(),
});
export type EventNavigation = z.infer<typeof eventNavigationSchema>;
