import { z } from 'zod';
import { idOrNewTextSchema } from './ids';

export const optionSchema = z.object({ value: z.union([z.string(), z.number()]), label: z.string() });
export type Option = z.infer<typeof optionSchema>;

/**
 * GET /api/getStaticData[/{eventId}]: a map of dropdown lists (docs/rules/calls.md#static-data). Features add lists;
 * every list is an array of options.
 */
export const staticDataSchema = z
  .object({
    timezones: z.array(optionSchema),
    languages: z.array(optionSchema),
    session_host: z.array(optionSchema),
  })
  .catchall(z.array(optionSchema));
export type StaticData = z.infer<typeof staticDataSchema>;

export const eventIdParamSchema = z.object({ eventId: idOrNewTextSchema });
