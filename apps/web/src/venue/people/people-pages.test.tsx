import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { VenuePersonSummary } from '@aula/shared';
import { data, failure, renderVenue, signedIn, stubVenueApi } from '../testing/render-venue';
import { venueContent, venueEntry, venueProfile } from '../testing/venue-fixtures';

const person = (accountId: number, displayName: string, extra: Partial<VenuePersonSummary> = {}): VenuePersonSummary => ({
  accountId,
  displayName,
  photo: null,
  company: '',
  jobTitle: '',
  role: 'attendee',
  ...extra,
});

const ada = person(21, 'Ada Quist', { company: 'Northwind', jobTitle: 'Curator', role: 'speaker' });
const ben = person(22, 'Ben Adler');
const cleo = person(23, 'Cleo Lind');

function peopleVenue(code: string, extra: Parameters<typeof stubVenueApi>[0] = {}, lang: 'en' | 'de' = 'en') {
  signedIn(code, lang);
  const content = venueContent(code);
  content.sessions[1]!.speakerIds = [ada.accountId];
  content.speakers = [ada];
  return stubVenueApi({
    'GET /venue/event': () => data(content),
    'GET /venue/me': () => data(venueProfile(code, { lang })),
    [`GET /venue/${code}/entry`]: () => data(venueEntry(code)),
    'GET /venue/people/filters': () => data({ companies: ['Northwind'], groups: ['VIP'] }),
    ...extra,
  });
}

describe('the people directory', () => {
  it('lists people with their work and role, searches, filters and shows more', async () => {
    const calls = peopleVenue('PPL001', {
      'GET /venue/people?offset=0': () => data({ people: [ada, ben], total: 3, next: 2 }),
      'GET /venue/people?offset=2': () => data({ people: [cleo], total: 3, next: null }),
      'GET /venue/people?q=north&offset=0': () => data({ people: [ada], total: 1, next: null }),
      'GET /venue/people?q=north&role=moderator&offset=0': () => data({ people: [], total: 0, next: null }),
    });
    await renderVenue('/e/PPL001/venue/people');
    expect(await screen.findByRole('heading', { level: 1, name: 'People' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Ada Quist' })).toBeTruthy();
    expect(screen.getByText('Curator, Northwind')).toBeTruthy();
    expect(screen.getByText('Speaker', { selector: '.badge' })).toBeTruthy();
    expect(screen.getByText('3 people')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: 'Cleo Lind' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();

    await userEvent.type(screen.getByLabelText('Search by name, job title or company'), ' north {Enter}');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ben Adler' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Ada Quist' }).getAttribute('href')).toBe('/e/PPL001/venue/people/21');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'moderator');
    expect(await screen.findByText('Nobody matches your search.')).toBeTruthy();
    expect(screen.getByLabelText('Group')).toBeTruthy();
    expect(calls.filter((call) => call.path.startsWith('/venue/people?')).map((call) => call.path)).toEqual([
      '/venue/people?offset=0',
      '/venue/people?offset=2',
      '/venue/people?q=north&offset=0',
      '/venue/people?q=north&role=moderator&offset=0',
    ]);
  });

  it('says so where the organisers do not show the list', async () => {
    peopleVenue('PPL002', { 'GET /venue/people?offset=0': () => failure(403, 'forbidden', 'Forbidden') }, 'de');
    await renderVenue('/e/PPL002/venue/people', 'de');
    expect(await screen.findByText('Die Veranstalter zeigen bei diesem Event keine Liste der Personen.')).toBeTruthy();
  });
});

describe('a profile', () => {
  it('shows the person, their text and sessions, and opens a direct message', async () => {
    const calls = peopleVenue('PPL003', {
      'GET /venue/people/21': () => data({ ...ada, bio: 'Maps\nand ships.', sessionIds: [12], mayWrite: true }),
      'POST /venue/chat/direct': () => data({ id: 77, kind: 'direct', roomId: null, peer: { accountId: 21, displayName: 'Ada Quist', photo: null }, lastMessageMs: null, unread: 0 }),
      'GET /venue/chat': () => data({ channels: [], mayWriteDirect: true }),
    }, 'de');
    await renderVenue('/e/PPL003/venue/people/21', 'de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Quist' })).toBeTruthy();
    expect(screen.getByText('Curator, Northwind', { selector: '.person-work' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Über mich' })).toBeTruthy();
    expect(screen.getByText(/Maps/).textContent).toBe('Maps\nand ships.');
    expect(screen.getByRole('heading', { name: 'Spricht bei' })).toBeTruthy();
    expect(screen.getByText('Eröffnungsrede')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Nachricht schreiben' }));
    await waitFor(() => expect(window.location.pathname).toBe('/e/PPL003/venue/chat/77'));
    expect(calls.find((call) => call.path === '/venue/chat/direct')!.body).toEqual({ accountId: 21 });
  });

  it('names the speakers on their sessions, each a way to the profile', async () => {
    peopleVenue('PPL004');
    await renderVenue('/e/PPL004/venue/agenda');
    const speakers = await screen.findByRole('list', { name: 'Speakers' });
    expect(speakers.textContent).toContain('Ada Quist');
    expect(screen.getByRole('link', { name: 'Ada Quist' }).getAttribute('href')).toBe('/e/PPL004/venue/people/21');
  });
});
