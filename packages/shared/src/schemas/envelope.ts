import { z } from 'zod';

/** The failure envelope of every API error; `fields` maps a field name to an i18n key. */
export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.union([z.number(), z.string()]),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    trace: z.string().optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Wraps a payload schema in the success envelope `{data: …}`. */
export const dataEnvelope = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
