import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EVENT_LOCATION_MAX_LENGTH, LANGUAGES, formatUtcOffset, timeZoneOffsets } from '@aula/shared';
import type { useFieldProps } from '@/components/form/use-field-props';
import type { SetupFormValues } from '../lib/setup-form-values';
import type { FieldBinding } from './date-time-field';

/** SPEC §9: UTC -11:00 to UTC +13:00; computed here, no server call. */
const TIME_ZONE_OPTIONS = timeZoneOffsets().map((minutes) => ({ value: String(minutes), label: formatUtcOffset(minutes) }));

/** What `useFieldProps` hands an input: value, change, blur, focus and the translated error. */
type InputBinding = ReturnType<ReturnType<typeof useFieldProps<SetupFormValues>>>;

type LocationFieldProps = { field: InputBinding };

/**
 * Free text: a place search needs a maps adapter, and none is configured yet. The typed text is
 * the location; the address stays as it was.
 */
export function LocationField({ field }: LocationFieldProps) {
  const { t } = useTranslation('event-setup');
  return <TextInput {...field} label={t('fields.location')} description={t('fields.locationHint')} required maxLength={EVENT_LOCATION_MAX_LENGTH} />;
}

type ZoneAndLanguageProps = { timezone: FieldBinding; language: InputBinding };

export function ZoneAndLanguageFields({ timezone, language }: ZoneAndLanguageProps) {
  const { t } = useTranslation('event-setup');
  const languages = LANGUAGES.map((lang) => ({ value: lang, label: t(`languages.${lang}`) }));
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <Select
        {...timezone}
        onChange={(value) => timezone.onChange(value ?? '')}
        label={t('fields.timezone')}
        description={t('fields.timezoneHint')}
        data={TIME_ZONE_OPTIONS}
        searchable
        allowDeselect={false}
        required
      />
      <Select
        {...language}
        label={t('fields.language')}
        description={t('fields.languageHint')}
        data={languages}
        allowDeselect={false}
        required
      />
    </SimpleGrid>
  );
}
