import { z } from 'zod';
import { ID_MAX } from './ids-limit';

export { ID_MAX };

const invalid = { error: 'validation.invalid' } as const;

/** An id in a JSON body: a positive whole number that fits an id column. */
export const idSchema = z.number(invalid).int(invalid).positive(invalid).max(ID_MAX, invalid);

/** An id in a JSON body where 0 means "a new one". */
export const idOrNewSchema = z.number(invalid).int(invalid).min(0, invalid).max(ID_MAX, invalid);

/** An id as text (path, query, multipart field): a positive whole number that fits an id column. */
export const idTextSchema = z.coerce.number(invalid).int(invalid).positive(invalid).max(ID_MAX, invalid);

/** An id as text where 0 means "a new one" (or, in a path, an id that is never found). */
export const idOrNewTextSchema = z.coerce.number(invalid).int(invalid).min(0, invalid).max(ID_MAX, invalid);
