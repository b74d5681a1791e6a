import { agendaCalls, callPath } from '@aula/shared';
import { downloadFile } from '@/lib/api-client';

/** GET /api/agenda/{eventId}/ical, saved by the browser under the server's file name. */
export async function downloadAgendaIcal(eventId: number): Promise<void> {
  const { data, filename } = await downloadFile(callPath(agendaCalls.ical, { eventId }));
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? 'agenda.ics';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
