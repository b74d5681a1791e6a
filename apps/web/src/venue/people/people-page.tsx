import { useState } from 'react';
import { ATTENDEE_ROLES } from '@aula/shared';
import { errorText } from '../lib/error-text';
import { useTexts } from '../lib/texts-context';
import { Alert } from '../ui/alert';
import { Loading } from '../ui/loading';
import { PersonCard } from './person-card';
import { NO_SEARCH, usePeople, usePeopleFilters, type PeopleSearch } from './use-people';
import './people.css';

/**
 * The people directory (docs/rules/venue.md#people): the event's attendees who have signed in and
 * not hidden themselves, by name, searched by name, job title or company and filtered by role,
 * company and the groups the organisers made public; a page at a time.
 */
export function PeoplePage() {
  const { t } = useTexts();
  const filters = usePeopleFilters();
  const [draft, setDraft] = useState<PeopleSearch>(NO_SEARCH);
  const [searching, setSearching] = useState(false);
  const directory = usePeople();
  const search = (next: PeopleSearch) => {
    const trimmed = { ...next, q: next.q.trim() };
    setSearching(Object.values(trimmed).some(Boolean));
    directory.search(trimmed);
  };
  const change = (key: keyof PeopleSearch, value: string) => {
    const next = { ...draft, [key]: value };
    setDraft(next);
    // A choice in a select searches at once; the text waits for the button or Enter.
    if (key !== 'q') search(next);
  };

  if (directory.closed) {
    return (
      <div className="wrap page">
        <h1>{t('titles.people')}</h1>
        <p className="empty">{t('people.closed')}</p>
      </div>
    );
  }
  return (
    <div className="wrap page people-page">
      <h1>{t('titles.people')}</h1>
      <form
        role="search"
        className="people-search"
        onSubmit={(event) => {
          event.preventDefault();
          search(draft);
        }}
      >
        <div className="people-search-text">
          <label htmlFor="people-q">{t('people.search')}</label>
          <div className="people-search-row">
            <input id="people-q" type="search" value={draft.q} maxLength={100} onChange={(event) => change('q', event.target.value)} />
            <button type="submit" className="button secondary">
              {t('people.searchButton')}
            </button>
          </div>
        </div>
        <FilterSelect id="people-role" label={t('people.role')} value={draft.role} onChange={(value) => change('role', value)} options={ATTENDEE_ROLES.map((role) => [role, t(`people.roles.${role}`)])} />
        {filters.companies.length > 0 && (
          <FilterSelect id="people-company" label={t('people.company')} value={draft.company} onChange={(value) => change('company', value)} options={filters.companies.map((company) => [company, company])} />
        )}
        {filters.groups.length > 0 && (
          <FilterSelect id="people-group" label={t('people.group')} value={draft.group} onChange={(value) => change('group', value)} options={filters.groups.map((group) => [group, group])} />
        )}
      </form>
      {directory.people && (
        <p className="people-count" role="status">
          {t('people.count', { count: directory.total })}
        </p>
      )}
      {directory.failure !== null && <Alert tone="error">{errorText(directory.failure, t)}</Alert>}
      {directory.people?.length === 0 && <p className="empty">{t(searching ? 'people.noMatch' : 'people.nobody')}</p>}
      {directory.people && directory.people.length > 0 && (
        <ul className="people">
          {directory.people.map((person) => (
            <PersonCard key={person.accountId} person={person} />
          ))}
        </ul>
      )}
      {directory.loading ? (
        <Loading />
      ) : (
        directory.next !== null && (
          <p className="people-more">
            <button type="button" className="button secondary" onClick={directory.more}>
              {t('people.more')}
            </button>
          </p>
        )
      )}
    </div>
  );
}

type FilterSelectProps = { id: string; label: string; value: string; onChange: (value: string) => void; options: [string, string][] };

function FilterSelect({ id, label, value, onChange, options }: FilterSelectProps) {
  const { t } = useTexts();
  return (
    <div className="people-filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('people.any')}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}
