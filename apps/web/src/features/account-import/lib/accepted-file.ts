import { ACCOUNT_IMPORT_MAX_BYTES } from '@aula/shared';

/** What the picker offers: CSV and text files (separated values) and Excel's XLSX. */
export const ACCEPTED_FILES = '.csv,.txt,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const ACCEPTED_EXTENSIONS = /\.(csv|txt|xlsx)$/i;

/**
 * Why a chosen or dropped file is not sent (a key of this feature's texts), or null. The server
 * reads the content and refuses anything else again; this spares an upload that cannot work.
 */
export function fileRefusal(file: Pick<File, 'name' | 'size'>): 'file.onlyTypes' | 'file.tooLarge' | null {
  if (!ACCEPTED_EXTENSIONS.test(file.name)) return 'file.onlyTypes';
  return file.size > ACCOUNT_IMPORT_MAX_BYTES ? 'file.tooLarge' : null;
}
