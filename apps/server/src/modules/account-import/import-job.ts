import { z } from 'zod';
import { ACCOUNT_IMPORT_FIELDS } from '@aula/shared';
import { defineJob } from '../../jobs/job';

/**
 * Applies one stored account import (docs/rules/attendees.md#account-import) in one transaction. `updateFields` are the
 * fields the file had a column for: an existing account takes only those, so a file of names and
 * addresses does not reset anyone's role, groups or language. Few attempts: a failure that is
 * not a lost process ends the import with an error, and the organiser starts it again.
 */
export const accountImportJob = defineJob(
  'accounts.import',
  z.object({ importId: z.string().uuid(), updateFields: z.array(z.enum(ACCOUNT_IMPORT_FIELDS)) }),
  { maxAttempts: 3 },
);
