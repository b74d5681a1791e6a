import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { VenueRoom } from '@aula/shared';
import { data, failure, renderVenue, signedIn, stubVenueApi } from '../testing/render-venue';
import { venueContent, venueEntry, venueProfile } from '../testing/venue-fixtures';

const meetingRoom = (id: number, nameEn: string, meetingProvider: string): VenueRoom => ({
  id,
  type: 'meeting',
  nameEn,
  nameDe: '',
  descriptionEn: '',
  descriptionDe: '',
  image: null,
  streamUrl: '',
  meetingProvider,
  meetingUrl: '',
  embedUrl: '',
  qaEmbedUrl: '',
});

/** A signed-in attendee whose event has a Jitsi room (8) and a BigBlueButton room (9); `join` answers their joins. */
function venueWithMeetings(code: string, join: Record<string, () => Response>) {
  signedIn(code);
  const content = venueContent(code);
  const rooms = [...content.rooms, meetingRoom(8, 'Jitsi corner', 'jitsi'), meetingRoom(9, 'Breakout', 'bigbluebutton')];
  return stubVenueApi({
    'GET /venue/event': () => data({ ...content, rooms }),
    'GET /venue/me': () => data(venueProfile(code)),
    [`GET /venue/${code}/entry`]: () => data(venueEntry(code)),
    ...join,
  });
}

describe('joining a meeting room', () => {
  it('shows a Jitsi meeting inside the room, in a frame that may use the camera and microphone', async () => {
    const calls = venueWithMeetings('MEET01', { 'POST /venue/meetings/8/join': () => data({ url: 'https://meet.example.com/aula-event1-room8#userInfo.displayName=%22Jonas%22', embed: true }) });
    const open = vi.spyOn(window, 'open');
    await renderVenue('/e/MEET01/venue/rooms/8');
    await userEvent.click(await screen.findByRole('button', { name: 'Join the meeting' }));
    const frame = await screen.findByTitle('Video meeting of Jitsi corner');
    expect(frame.getAttribute('src')).toBe('https://meet.example.com/aula-event1-room8#userInfo.displayName=%22Jonas%22');
    expect(frame.getAttribute('allow')).toContain('camera; microphone');
    expect(open).not.toHaveBeenCalled();
    expect(calls.filter((call) => call.path === '/venue/meetings/8/join').map((call) => call.authorization)).toEqual(['Bearer token-of-MEET01']);
  });

  it('opens a BigBlueButton meeting in a new tab, opened on the click and sent to the join address', async () => {
    venueWithMeetings('MEET02', { 'POST /venue/meetings/9/join': () => data({ url: 'https://bbb.example.com/bigbluebutton/api/join?fullName=Jonas', embed: false }) });
    const tab = { opener: window as Window | null, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await renderVenue('/e/MEET02/venue/rooms/9');
    await userEvent.click(await screen.findByRole('button', { name: 'Join the meeting (opens in a new tab)' }));
    await waitFor(() => expect(tab.location.href).toBe('https://bbb.example.com/bigbluebutton/api/join?fullName=Jonas'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
  });

  it("opens a Zoom meeting in Zoom's web client in a new tab, in German too", async () => {
    signedIn('MEET05', 'de');
    const content = venueContent('MEET05');
    const zoomUrl = 'https://app.zoom.us/wc/join/85012345678?pwd=aB3.1&uname=Jonas+Weber';
    stubVenueApi({
      'GET /venue/event': () => data({ ...content, rooms: [...content.rooms, meetingRoom(11, 'Zoom hall', 'zoom')] }),
      'GET /venue/me': () => data(venueProfile('MEET05')),
      'GET /venue/MEET05/entry': () => data(venueEntry('MEET05')),
      'POST /venue/meetings/11/join': () => data({ url: zoomUrl, embed: false, signature: 'header.payload.signature' }),
    });
    const tab = { opener: window as Window | null, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await renderVenue('/e/MEET05/venue/rooms/11', 'de');
    await userEvent.click(await screen.findByRole('button', { name: 'Am Meeting teilnehmen (öffnet in einem neuen Tab)' }));
    await waitFor(() => expect(tab.location.href).toBe(zoomUrl));
    expect(tab.opener).toBeNull();
    expect(screen.queryByTitle(/Zoom hall/)).toBeNull();
  });

  it('keeps the link of a meeting room saved with one before its provider became an integration', async () => {
    signedIn('MEET04');
    const content = venueContent('MEET04');
    const legacy = { ...meetingRoom(10, 'Old room', 'jitsi'), meetingUrl: 'https://meet.example.com/old-room' };
    stubVenueApi({
      'GET /venue/event': () => data({ ...content, rooms: [...content.rooms, legacy] }),
      'GET /venue/me': () => data(venueProfile('MEET04')),
      'GET /venue/MEET04/entry': () => data(venueEntry('MEET04')),
    });
    await renderVenue('/e/MEET04/venue/rooms/10');
    const link = await screen.findByRole('link', { name: 'Join the meeting (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://meet.example.com/old-room');
    expect(screen.queryByRole('button', { name: /Join the meeting/ })).toBeNull();
  });

  it("tells the attendee the server's reason and closes the tab it opened", async () => {
    const message = 'This meeting cannot be joined yet: the organiser has not set up its video-meeting provider.';
    venueWithMeetings('MEET03', { 'POST /venue/meetings/9/join': () => failure(409, 'meeting_not_configured', message) });
    const tab = { opener: null, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await renderVenue('/e/MEET03/venue/rooms/9');
    await userEvent.click(await screen.findByRole('button', { name: 'Join the meeting (opens in a new tab)' }));
    expect((await screen.findByText(message)).getAttribute('role')).toBe('alert');
    expect(tab.close).toHaveBeenCalled();
  });
});
