import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { data, failure, renderVenue, signedIn, stubVenueApi } from '../testing/render-venue';
import { START_MS, venueContent, venueEntry, venueProfile } from '../testing/venue-fixtures';

/** A signed-in attendee of `code` whose server answers the content at `nowMs` (2 hours in by default). */
function signedInVenue(code: string, event: Parameters<typeof venueContent>[1] = {}) {
  signedIn(code);
  return stubVenueApi({
    'GET /venue/event': () => data(venueContent(code, event)),
    'GET /venue/me': () => data(venueProfile(code)),
    [`GET /venue/${code}/entry`]: () => data(venueEntry(code, event)),
    'GET /venue/my-agenda': () => data({ sessionIds: [], reminders: { minutesBefore: null, byMail: false }, feed: false }),
  });
}

describe('the signed-in venue', () => {
  it('welcomes the attendee with what is on now and what comes next, by the server\'s clock', async () => {
    signedInVenue('HOME01');
    await renderVenue('/e/HOME01/venue');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Jonas' })).toBeTruthy();
    const onNow = screen.getByRole('region', { name: 'On now' });
    expect(within(onNow).getByRole('heading', { name: /Opening keynote/ }).textContent).toBe('Opening keynote Live');
    expect(within(onNow).getByRole('link', { name: 'Room: Main stage' }).getAttribute('href')).toBe('/e/HOME01/venue/rooms/1');
    const next = screen.getByRole('region', { name: 'Up next' });
    expect(within(next).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent?.trim())).toEqual(['Panel: Ports of the future', 'Studio talk']);
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('changes the language from the header: saved in the profile, the page follows; a refusal keeps it and says so', async () => {
    signedIn('LANG01');
    let refuse = false;
    const calls = stubVenueApi({
      'GET /venue/event': () => data(venueContent('LANG01')),
      'GET /venue/me': () => data(venueProfile('LANG01')),
      'POST /venue/me': (call) => (refuse ? failure(503, 'unavailable', 'Try later') : data(venueProfile('LANG01', call.body as object))),
    });
    await renderVenue('/e/LANG01/venue');
    const language = await screen.findByRole('group', { name: 'Language' });
    await userEvent.click(within(language).getByRole('button', { name: 'DE' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen, Jonas' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Sprache' })).getByRole('button', { name: 'DE' }).getAttribute('aria-pressed')).toBe('true');
    refuse = true;
    await userEvent.click(within(screen.getByRole('group', { name: 'Sprache' })).getByRole('button', { name: 'EN' }));
    expect(await screen.findByText('Die Sprache konnte nicht geändert werden. Versuchen Sie es erneut.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Willkommen, Jonas' })).toBeTruthy();
    const saves = calls.filter((call) => call.method === 'POST' && call.path === '/venue/me').map((call) => call.body);
    expect(saves).toEqual([
      { firstName: 'Jonas', lastName: venueProfile('LANG01').lastName, lang: 'de' },
      { firstName: 'Jonas', lastName: venueProfile('LANG01').lastName, lang: 'en' },
    ]);
  });

  it.each([
    ['everyone sees the names', { total: 3, people: [{ accountId: 4, displayName: 'Ada Quist', photo: null }, { accountId: 5, displayName: 'Ben Adler', photo: '/api/files/ben.png' }] }, 'en', '3 people here'],
    ['the names are kept from this attendee', { total: 1, people: null }, 'de', '1 Person hier'],
  ] as const)('says who is here in a room when %s', async (_case, answer, lang, summary) => {
    signedIn('PEOP01', lang);
    const calls = stubVenueApi({
      'GET /venue/event': () => data(venueContent('PEOP01')),
      'GET /venue/me': () => data(venueProfile('PEOP01', { lang })),
      'GET /venue/rooms/1/people': () => data(answer),
    });
    await renderVenue('/e/PEOP01/venue/rooms/1');
    const count = await screen.findByText(summary);
    if (!answer.people) {
      expect(count.closest('details')).toBeNull();
      return;
    }
    const asks = () => calls.filter((call) => call.path === '/venue/rooms/1/people').length;
    const before = asks();
    await userEvent.click(count);
    // Unfolding asks again: the count may be a minute old.
    await waitFor(() => expect(asks()).toBe(before + 1));
    const names = within(count.closest('details')!).getAllByRole('listitem').map((item) => item.textContent);
    expect(names).toEqual(['AQAda Quist', 'Ben Adler']);
    expect(screen.getByText('and 1 more')).toBeTruthy();
  });

  it('counts down to the start before the event begins', async () => {
    signedInVenue('HOME02', { nowMs: START_MS - ((26 * 60 + 5) * 60 + 30) * 1000 });
    await renderVenue('/e/HOME02/venue');
    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toMatch(/^1 day2 hours5 minutes(30|29) seconds$/);
    expect(screen.getByText('Nothing is on yet: the event has not started.')).toBeTruthy();
    expect(screen.getByText(/^Start: Fri, 12 Mar 2027, 10:00/)).toBeTruthy();
  });

  it('shows the attendee menu of the Navigation screen: its labels and order, links in a new tab', async () => {
    signedInVenue('MENU01');
    await renderVenue('/e/MENU01/venue/agenda');
    const menu = await screen.findByRole('navigation', { name: 'Event menu' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Programme', 'Rooms', 'Chat', 'Tickets (opens in a new tab)']);
    expect(links[1]!.getAttribute('aria-current')).toBe('page');
    expect(links[3]!.getAttribute('href')).toBe('/e/MENU01/venue/chat');
    expect(links[4]!.getAttribute('href')).toBe('https://tickets.example.com/summit');
    expect(links[4]!.getAttribute('target')).toBe('_blank');
    expect(links[4]!.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('lists the rooms, marking those with a session on now', async () => {
    signedInVenue('ROOM01');
    await renderVenue('/e/ROOM01/venue/rooms');
    await screen.findByRole('heading', { level: 1, name: 'Rooms' });
    const rooms = within(screen.getByRole('main')).getAllByRole('listitem');
    expect(rooms.map((room) => room.textContent)).toEqual(['Main stageStageLive', 'StudioStage', 'Workshop roomVideo meeting', 'Partner pageEmbedded page']);
  });

  it('plays a YouTube stream in the privacy-enhanced player, with the Q&A beside it, both titled and sandboxed', async () => {
    signedInVenue('ROOM02');
    await renderVenue('/e/ROOM02/venue/rooms/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Main stage' })).toBeTruthy();
    // The frame names the page in an effect, after the page is shown.
    await waitFor(() => expect(document.title).toBe('Main stage · Harbour Summit'));
    const player = screen.getByTitle('Live stream of Main stage');
    expect(player.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(player.getAttribute('sandbox')).toContain('allow-scripts');
    const qa = screen.getByTitle('Questions and answers of Main stage');
    expect(qa.getAttribute('src')).toBe('https://app.sli.do/event/abc');
    expect(qa.getAttribute('sandbox')).toContain('allow-forms');
    expect(screen.getByText('Keynotes and panels.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'In this room' })).getByText(/Opening keynote/)).toBeTruthy();
  });

  it('opens a meeting in a new tab and shows an embedded page in its sandbox', async () => {
    signedInVenue('ROOM03');
    await renderVenue('/e/ROOM03/venue/rooms/3');
    const join = await screen.findByRole('link', { name: 'Join the meeting (opens in a new tab)' });
    expect(join.getAttribute('href')).toBe('https://meet.example.com/workshop');
    expect(join.getAttribute('target')).toBe('_blank');
    await userEvent.click(screen.getByRole('link', { name: 'All rooms' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Partner page' }));
    const page = await screen.findByTitle('Content of Partner page');
    expect(page.getAttribute('src')).toBe('https://partner.example.com/booth');
    expect(page.getAttribute('sandbox')).not.toContain('allow-top-navigation');
  });

  it('says so for a room that is not open', async () => {
    signedInVenue('ROOM04');
    await renderVenue('/e/ROOM04/venue/rooms/99');
    expect(await screen.findByRole('heading', { level: 1, name: 'This room is not open' })).toBeTruthy();
  });

  it('shows the agenda by day in the event\'s zone, the viewer\'s time beside it, and where "now" is', async () => {
    signedInVenue('AGND01');
    await renderVenue('/e/AGND01/venue/agenda');
    expect(await screen.findByRole('heading', { level: 2, name: 'Fri, 12 Mar 2027' })).toBeTruthy();
    expect(screen.getByText(/Times are shown in the event's time zone \(UTC \+01:00\)/)).toBeTruthy();
    const items = within(within(screen.getByRole('main')).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.className)).toEqual(['session card', 'session card on', 'now-marker', 'session card', 'session card']);
    expect(items[2]!.textContent).toBe('Now, 12:00');
    const keynote = items[1]!;
    expect(keynote.getAttribute('aria-current')).toBe('time');
    // The tests run in UTC, an hour behind the event.
    expect(within(keynote).getByText('11:30 – 12:30 UTC +01:00').tagName).toBe('TIME');
    expect(within(keynote).getByText('10:30 – 11:30 UTC ±00:00 (your time)')).toBeTruthy();
    expect(within(keynote).getByText('With Ada Berg')).toBeTruthy();
    expect(within(keynote).getByText('Where ports go next.')).toBeTruthy();
    expect(within(items[0]!).getByText('Main track')).toBeTruthy();
  });

  it('shows the agenda in German for a German attendee', async () => {
    signedIn('AGND02', 'de');
    stubVenueApi({
      'GET /venue/event': () => data(venueContent('AGND02')),
      'GET /venue/me': () => data(venueProfile('AGND02', { lang: 'de' })),
      'GET /venue/my-agenda': () => data({ sessionIds: [], reminders: { minutesBefore: null, byMail: false }, feed: false }),
    });
    await renderVenue('/e/AGND02/venue/agenda', 'de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Programm' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Fr., 12. März 2027' })).toBeTruthy();
    expect(screen.getByText('Eröffnungsrede', { exact: false })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Raum: Hauptbühne' })).toHaveLength(2);
  });

  it('ends the session on a 401: the token goes and sign-in says why', async () => {
    signedIn('GONE01');
    stubVenueApi({
      'GET /venue/event': () => failure(401, 'unauthorized', 'Please sign in.'),
      'GET /venue/me': () => failure(401, 'unauthorized', 'Please sign in.'),
      'GET /venue/GONE01/entry': () => data(venueEntry('GONE01')),
    });
    await renderVenue('/e/GONE01/venue/rooms');
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeTruthy();
    expect(window.location.pathname).toBe('/e/GONE01/venue/sign-in');
    expect(localStorage.getItem('aula.venue.gone01.session')).toBeNull();
  });

  it('shows the closed page once the event has closed', async () => {
    signedInVenue('SHUT01', { state: 'closed', nowMs: START_MS + 40 * 24 * 3_600_000 });
    await renderVenue('/e/SHUT01/venue');
    expect(await screen.findByRole('heading', { level: 1, name: 'This event has closed' })).toBeTruthy();
  });
});
