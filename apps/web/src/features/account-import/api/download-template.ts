import { useMutation } from '@tanstack/react-query';
import { accountImportCalls, callPath, type Language } from '@aula/shared';
import { downloadFile } from '@/lib/api-client';

/** GET /api/importAccountsTemplate: the CSV template with headers in `lang`, saved under the server's name. */
export async function downloadImportTemplate(lang: Language): Promise<void> {
  const { data, filename } = await downloadFile(`${callPath(accountImportCalls.template)}?lang=${lang}`);
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? `accounts-template-${lang}.csv`;
  link.click();
  // The click has started the download; the URL only has to outlive this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useDownloadImportTemplate() {
  return useMutation({ mutationFn: downloadImportTemplate });
}
