import { formatUtcOffset, timeZoneOffsets, type StaticData } from '@aula/shared';

const languageOptions = [
  { value: 'en', label: 'English' },
  { value: 'de', label: 'Deutsch' },
];

/**
 * The dropdown lists of SPEC §3. Time zones are labelled by offset, languages by their own names,
 * so the lists read the same in both UI languages. `session_host` lists the company's hosts once
 * hosts exist (the content issue adds them); until then a company has none.
 */
export function staticDataFor(): StaticData {
  return {
    timezones: timeZoneOffsets().map((minutes) => ({ value: minutes, label: formatUtcOffset(minutes) })),
    languages: languageOptions,
    session_host: [],
  };
}
