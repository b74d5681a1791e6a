import { Autocomplete, type AutocompleteProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EVENT_LOCATION_MAX_LENGTH, type PlaceComponent } from '@aula/shared';
import type { FieldProps } from '@/components/form/use-field-props';
import { placeSearchQuery } from '../api/search-places';
import type { SetupFormValues } from '../lib/setup-form-values';

/** Waits for a pause in typing, so the geocoder is asked once per word, not once per key. */
const DEBOUNCE_MS = 250;

/** What `useFieldProps` hands the location input. */
type InputBinding = FieldProps<UseFormReturnType<SetupFormValues>>;

type PlaceSearchFieldProps = { field: InputBinding; onAddressChange: (address: PlaceComponent[]) => void };

/**
 * The location with suggestions from the server's geocoder. Typed text stays the location; picking
 * a suggestion puts its short location into the field and its components into the address, and
 * editing the text by hand afterwards drops that address, which no longer describes the place.
 */
export function PlaceSearchField({ field, onAddressChange }: PlaceSearchFieldProps) {
  const { t } = useTranslation('event-setup');
  const typed = typeof field.value === 'string' ? field.value.trim() : '';
  const [debounced] = useDebouncedValue(typed, DEBOUNCE_MS);
  const search = useQuery(placeSearchQuery(debounced));
  const suggestions = search.data ?? [];
  // The option's label is what the field shows after a pick; the list shows the full label instead.
  const data = suggestions.map((suggestion, index) => ({ value: String(index), label: suggestion.location }));
  const renderOption: AutocompleteProps['renderOption'] = ({ option }) => suggestions[Number(option.value)]?.label ?? '';
  // Mantine reports the pick before the text it puts into the field; this tells the two apart.
  const pickedText = useRef<string | null>(null);

  return (
    <Autocomplete
      {...field}
      label={t('fields.location')}
      description={search.isError ? t('fields.placeSearchUnavailable') : t('fields.locationSearchHint')}
      required
      maxLength={EVENT_LOCATION_MAX_LENGTH}
      data={data}
      // The geocoder already matched the text; filtering again would hide results spelled differently.
      filter={({ options }) => options}
      renderOption={renderOption}
      onChange={(text) => {
        field.onChange(text);
        if (pickedText.current !== null && text !== pickedText.current) {
          pickedText.current = null;
          onAddressChange([]);
        }
      }}
      onOptionSubmit={(value) => {
        const picked = suggestions[Number(value)];
        if (!picked) return;
        pickedText.current = picked.location;
        onAddressChange(picked.address);
      }}
    />
  );
}
