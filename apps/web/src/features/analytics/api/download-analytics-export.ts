import { analyticsCalls, callPath, type AnalyticsExportFormat, type AnalyticsExportQueryInput, type AnalyticsScreen } from '@aula/shared';
import { downloadFile } from '@/lib/api-client';
import { queryString } from '@/lib/query-string';
import { saveFile } from '@/lib/save-file';

export type AnalyticsDownload = { kind: 'file'; screen: AnalyticsScreen; format: AnalyticsExportFormat } | { kind: 'pdf' };

/** The address of an export under /api: a screen's figures as CSV or XLSX, or the dashboard's PDF summary, for the query shown. */
export function analyticsExportPath(eventId: number, download: AnalyticsDownload, query: AnalyticsExportQueryInput): string {
  if (download.kind === 'pdf') return callPath(analyticsCalls.summaryPdf, { eventId }) + queryString({ day: query.day ?? '' });
  return callPath(analyticsCalls.exportFile, { eventId, screen: download.screen, format: download.format }) + queryString(query);
}

/** Downloads an export with the session's token (a plain link would carry none) and saves it under the server's file name. */
export async function downloadAnalyticsExport(eventId: number, download: AnalyticsDownload, query: AnalyticsExportQueryInput): Promise<void> {
  const { data, filename } = await downloadFile(analyticsExportPath(eventId, download, query));
  const extension = download.kind === 'pdf' ? 'pdf' : download.format;
  saveFile(data, filename ?? `analytics-${download.kind === 'pdf' ? 'summary' : download.screen}.${extension}`);
}
