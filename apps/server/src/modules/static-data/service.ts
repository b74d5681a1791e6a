import { formatUtcOffset, timeZoneOffsets, type Option, type StaticData } from '@aula/shared';

const languageOptions = [
  { value: 'en', label: 'English' },
  { value: 'de', label: 'Deutsch' },
];

/**
 * The dropdown lists (docs/rules/calls.md#static-data). Time zones are labelled by offset, languages by their own names,
 * so the lists read the same in both UI languages. `session_host` lists the signed-in user's
 * company's hosts (the agenda module's `hostOptions`).
 */
export function staticDataFor(sessionHosts: Option[] = []): StaticData {
  return {
    timezones: timeZoneOffsets().map((minutes) => ({ value: minutes, label: formatUtcOffset(minutes) })),
    languages: languageOptions,
    session_host: sessionHosts,
  };
}
