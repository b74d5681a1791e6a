import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

const ISO_DATE = 'YYYY-MM-DD';

/**
 * Reads a typed date strictly, in the shown format or as YYYY-MM-DD. Strict, so that a half-typed
 * date is no date at all rather than a wrong one that would already move the closing date.
 */
export function parseTypedDate(text: string, format: string, locale: string): string | null {
  for (const candidate of [format, ISO_DATE]) {
    const parsed = dayjs(text.trim(), candidate, locale, true);
    if (parsed.isValid()) return parsed.format(ISO_DATE);
  }
  return null;
}
