import type { AccountImport } from '@aula/shared';
import type { AccountImportSummary } from './repository';

/** An import as the console's calls answer it: the starter's id stays on the server. */
export function presentAccountImport(summary: AccountImportSummary): AccountImport {
  return {
    id: summary.id,
    eventId: summary.eventId,
    status: summary.status,
    existing: summary.existing,
    total: summary.total,
    created: summary.created,
    updated: summary.updated,
    skipped: summary.skipped,
    errorMessage: summary.errorMessage,
    startedAt: summary.createdAt.toISOString(),
    finishedAt: summary.finishedAt?.toISOString() ?? null,
  };
}
