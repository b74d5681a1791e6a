import dayjs from 'dayjs';
import 'dayjs/locale/de';
import { currentLanguage, i18n } from './i18n';

let following = false;

/**
 * Keeps the date library's locale (date pickers, typed dates) on the UI language from now on.
 * Loaded with the signed-in screens' catalogues, so the login page does not carry the library.
 */
export function followUiLanguage(): void {
  dayjs.locale(currentLanguage());
  if (following) return;
  following = true;
  i18n.on('languageChanged', () => dayjs.locale(currentLanguage()));
}
