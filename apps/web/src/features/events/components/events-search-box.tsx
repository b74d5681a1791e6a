import { useTranslation } from 'react-i18next';
import { EVENT_SEARCH_MAX_LENGTH } from '@aula/shared';
import { SearchBox } from '@/components/ui/search-box';

type EventsSearchBoxProps = { value: string; onChange: (text: string) => void };

/** The events list's search box. */
export function EventsSearchBox({ value, onChange }: EventsSearchBoxProps) {
  const { t } = useTranslation('events');
  return (
    <SearchBox
      value={value}
      onChange={onChange}
      maxLength={EVENT_SEARCH_MAX_LENGTH}
      label={t('search.label')}
      placeholder={t('search.placeholder')}
      clearLabel={t('filter.clear')}
    />
  );
}
