import * as z from 'zod/mini';
import { ID_MAX } from './ids-limit';

const invalid = { error: 'validation.invalid' } as const;

/**
 * The ids of schemas/ids.ts written with zod/mini, for the calls the venue makes (its first load
 * must not carry the full zod). Same rules: positive whole numbers that fit an id column.
 */
export const miniIdSchema = z.int(invalid).check(z.positive(invalid), z.lte(ID_MAX, invalid));

/** An id as text (path, query): coerced, then the same rule. */
export const miniIdTextSchema = z.coerce.number(invalid).check(z.int(invalid), z.positive(invalid), z.lte(ID_MAX, invalid));

/** A change number to catch up from (`after`, docs/rules/communications.md#live-updates): 0 means from the start. */
export const miniSeqTextSchema = z._default(z.coerce.number(invalid).check(z.int(invalid), z.gte(0, invalid), z.lte(Number.MAX_SAFE_INTEGER, invalid)), 0);
