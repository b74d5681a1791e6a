import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EVENT_LOCATION_MAX_LENGTH, LANGUAGES, formatUtcOffset, timeZoneOffsets, type PlaceComponent } from '@aula/shared';
import type { FieldProps } from '@/components/form/use-field-props';
import { clientConfigQuery } from '@/lib/client-config-query';
import type { SetupFormValues } from '../lib/setup-form-values';
import type { FieldBinding } from './date-time-field';
import { PlaceSearchField } from './place-search-field';

/** docs/rules/limits.md#time-zones: UTC -11:00 to UTC +13:00; computed here, no server call. */
const TIME_ZONE_OPTIONS = timeZoneOffsets().map((minutes) => ({ value: String(minutes), label: formatUtcOffset(minutes) }));

/** What `useFieldProps` hands an input: value, change, blur, focus and the translated error. */
type InputBinding = FieldProps<UseFormReturnType<SetupFormValues>>;

type LocationFieldProps = { field: InputBinding; onAddressChange: (address: PlaceComponent[]) => void };

/**
 * With a maps service on the server, the location searches places as the organiser types;
 * without one (or until the client config is known) it is free text. Typed text is always the
 * location; the address follows a picked suggestion until the text is edited by hand.
 */
export function LocationField({ field, onAddressChange }: LocationFieldProps) {
  const { t } = useTranslation('event-setup');
  const mapsEnabled = useQuery(clientConfigQuery()).data?.maps.enabled ?? false;
  if (mapsEnabled) return <PlaceSearchField field={field} onAddressChange={onAddressChange} />;
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
