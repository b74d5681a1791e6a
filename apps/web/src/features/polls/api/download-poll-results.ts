import { callPath, pollCalls } from '@aula/shared';
import { downloadFile } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** GET /api/pollResults/{eventId}/{pollId}: the results as CSV in the console's language, saved under the server's file name. */
export async function downloadPollResults(eventId: number, pollId: number): Promise<void> {
  const { data, filename } = await downloadFile(callPath(pollCalls.exportCsv, { eventId, pollId }));
  saveFile(data, filename ?? `poll-${pollId}.csv`);
}
