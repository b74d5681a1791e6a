import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { data, failure, renderVenue, signedIn, stubVenueApi } from '../testing/render-venue';
import { venueContent, venueProfile } from '../testing/venue-fixtures';

/** The attendee's own agenda on the agenda page (docs/rules/venue.md#my-agenda), against a stubbed server that keeps the list. */
function venueWithMyAgenda(code: string, lang: 'en' | 'de' = 'en', refuse = false) {
  signedIn(code, lang);
  // 99 was added before its room was hidden: the agenda neither lists nor counts it.
  let mine = new Set<number>([13, 99]);
  const answer = () => data({ sessionIds: [...mine], reminders: { minutesBefore: null, byMail: false }, feed: false });
  return stubVenueApi({
    'GET /venue/event': () => data(venueContent(code)),
    'GET /venue/me': () => data(venueProfile(code, { lang })),
    'GET /venue/my-agenda': answer,
    'POST /venue/my-agenda/11': () => (refuse ? failure(429, 'rate_limited', 'Too many tries. Wait a minute.') : ((mine = new Set(mine).add(11)), answer())),
    'DELETE /venue/my-agenda/13': () => (mine.delete(13), answer()),
    'POST /venue/my-agenda/reminders': (call) => data({ sessionIds: [...mine], reminders: call.body, feed: false }),
    'POST /venue/my-agenda/feed': () => data({ url: `https://aula.test/e/${code}/my-agenda/${'a'.repeat(43)}.ics` }),
  });
}

const sessionItem = (title: string) => screen.getAllByRole('heading', { level: 3 }).find((heading) => heading.textContent?.trim() === title)!.closest('li')!;

describe('my agenda', () => {
  it('adds and removes sessions with a pressed toggle, and lists only them under My agenda', async () => {
    const calls = venueWithMyAgenda('MINE01');
    await renderVenue('/e/MINE01/venue/agenda');
    const views = await screen.findByRole('group', { name: 'Which sessions' });
    const panel = await within(sessionItem('Panel: Ports of the future')).findByRole('button', { name: 'Remove from my agenda' });
    expect(panel.getAttribute('aria-pressed')).toBe('true');
    const opening = within(sessionItem('Opening')).getByRole('button', { name: 'Add to my agenda' });
    expect(opening.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(opening);
    await waitFor(() => expect(within(sessionItem('Opening')).getByRole('button', { name: 'Remove from my agenda' }).getAttribute('aria-pressed')).toBe('true'));
    expect(within(views).getByRole('button', { name: 'My agenda (2)' })).toBeTruthy();

    await userEvent.click(within(views).getByRole('button', { name: 'My agenda (2)' }));
    expect(within(views).getByRole('button', { name: 'My agenda (2)' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent?.trim())).toEqual(['Opening', 'Panel: Ports of the future']);

    await userEvent.click(within(sessionItem('Panel: Ports of the future')).getByRole('button', { name: 'Remove from my agenda' }));
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent?.trim())).toEqual(['Opening']));
    expect(calls.filter((call) => call.path.startsWith('/venue/my-agenda/')).map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /venue/my-agenda/11',
      'DELETE /venue/my-agenda/13',
    ]);
  });

  it('says so when the own agenda is empty, in German, and names it Mein Programm', async () => {
    signedIn('MINE02', 'de');
    stubVenueApi({
      'GET /venue/event': () => data(venueContent('MINE02')),
      'GET /venue/me': () => data(venueProfile('MINE02', { lang: 'de' })),
      'GET /venue/my-agenda': () => data({ sessionIds: [], reminders: { minutesBefore: null, byMail: false }, feed: false }),
    });
    await renderVenue('/e/MINE02/venue/agenda', 'de');
    const views = await screen.findByRole('group', { name: 'Welche Sessions' });
    await userEvent.click(await within(views).findByRole('button', { name: 'Mein Programm (0)' }));
    expect(screen.getByText(/Sie haben noch keine Sessions hinzugefügt/)).toBeTruthy();
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    await userEvent.click(within(views).getByRole('button', { name: 'Alle Sessions' }));
    expect(within(sessionItem('Eröffnung')).getByRole('button', { name: 'Zu meinem Programm hinzufügen' })).toBeTruthy();
  });

  it("keeps the toggle as it was and shows the server's message when a change is refused", async () => {
    venueWithMyAgenda('MINE03', 'en', true);
    await renderVenue('/e/MINE03/venue/agenda');
    await screen.findByRole('group', { name: 'Which sessions' });
    await userEvent.click(await within(sessionItem('Opening')).findByRole('button', { name: 'Add to my agenda' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many tries. Wait a minute.');
    expect(within(sessionItem('Opening')).getByRole('button', { name: 'Add to my agenda' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('makes a private calendar link under My agenda, shows it once to copy, and makes a new one on asking', async () => {
    const calls = venueWithMyAgenda('MINE04');
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderVenue('/e/MINE04/venue/agenda');
    const views = await screen.findByRole('group', { name: 'Which sessions' });
    expect(screen.queryByRole('button', { name: 'Subscribe in your calendar' })).toBeNull();
    await userEvent.click(await within(views).findByRole('button', { name: 'My agenda (1)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe in your calendar' }));
    const link = (await screen.findByLabelText('Private calendar link')) as HTMLInputElement;
    expect(link.value).toBe(`https://aula.test/e/MINE04/my-agenda/${'a'.repeat(43)}.ics`);
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(link.value);
    expect(await screen.findByText('Link copied.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'New link' }));
    await waitFor(() => expect(calls.filter((call) => call.path === '/venue/my-agenda/feed')).toHaveLength(2));
  });

  it('sets a reminder under My agenda, by e-mail only once ticked, and saves each change', async () => {
    const calls = venueWithMyAgenda('MINE05');
    await renderVenue('/e/MINE05/venue/agenda');
    const views = await screen.findByRole('group', { name: 'Which sessions' });
    await userEvent.click(await within(views).findByRole('button', { name: 'My agenda (1)' }));
    const reminders = screen.getByRole('group', { name: 'Reminders' });
    const byMail = within(reminders).getByRole('checkbox', { name: 'Also by e-mail' }) as HTMLInputElement;
    expect(byMail.disabled).toBe(true);
    await userEvent.selectOptions(within(reminders).getByLabelText('Remind me'), '15 minutes before');
    await waitFor(() => expect(byMail.disabled).toBe(false));
    await userEvent.click(byMail);
    await waitFor(() => expect(byMail.checked).toBe(true));
    expect(await within(reminders).findByText('Saved.')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/venue/my-agenda/reminders').map((call) => call.body)).toEqual([
      { minutesBefore: 15, byMail: false },
      { minutesBefore: 15, byMail: true },
    ]);
  });

  it("loads the page's own texts again in the other language when the attendee switches", async () => {
    signedIn('MINE06');
    stubVenueApi({
      'GET /venue/event': () => data(venueContent('MINE06')),
      'GET /venue/me': () => data(venueProfile('MINE06')),
      'POST /venue/me': (call) => data(venueProfile('MINE06', call.body as object)),
      'GET /venue/my-agenda': () => data({ sessionIds: [], reminders: { minutesBefore: null, byMail: false }, feed: false }),
    });
    await renderVenue('/e/MINE06/venue/agenda');
    expect(await screen.findByRole('button', { name: 'All sessions' })).toBeTruthy();
    await userEvent.click(within(screen.getByRole('group', { name: 'Language' })).getByRole('button', { name: 'DE' }));
    expect(await screen.findByRole('button', { name: 'Alle Sessions' })).toBeTruthy();
    expect(screen.getByText(/Die Zeiten sind in der Zeitzone des Events angegeben/)).toBeTruthy();
  });
});
