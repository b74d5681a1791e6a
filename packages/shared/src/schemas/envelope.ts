import { z } from 'zod';

/** One error at a place within a field, e.g. a line and column of a stylesheet. */
export const fieldProblemSchema = z.object({
  field: z.string(),
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type FieldProblem = z.infer<typeof fieldProblemSchema>;

/** The failure envelope of every API error; `fields` maps a field name to an i18n key. */
export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.union([z.number(), z.string()]),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** Field errors at a place within a field's text (a line and column), each an i18n key with its params. */
    problems: z.array(fieldProblemSchema).optional(),
    trace: z.string().optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Wraps a payload schema in the success envelope `{data: …}`. */
export const dataEnvelope = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
