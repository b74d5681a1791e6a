import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VenueBooth } from '@aula/shared';
import { data, failure, renderVenue, signedIn, stubVenueApi } from '../testing/render-venue';
import { venueContent, venueEntry, venueProfile, venueRoom } from '../testing/venue-fixtures';

const expoRoom = venueRoom(12, { type: 'expo', nameEn: 'Acme' });

const booth: VenueBooth = {
  roomId: 12,
  logoUrl: '/api/files/logo.png',
  description: 'Visit us\n<b>at stand 4</b>',
  links: [{ label: 'Datasheet', url: 'https://acme.example.com/data' }],
  files: [{ url: '/api/files/flyer.png', fileName: 'flyer.png', contentType: 'image/png', byteSize: 10 }],
};

function venueWithBooth(code: string, lang: 'en' | 'de', answer: () => Response) {
  signedIn(code, lang);
  const content = venueContent(code);
  return stubVenueApi({
    'GET /venue/event': () => data({ ...content, rooms: [...content.rooms, expoRoom] }),
    'GET /venue/me': () => data({ ...venueProfile(code), lang }),
    [`GET /venue/${code}/entry`]: () => data(venueEntry(code)),
    'GET /venue/booths/12': answer,
  });
}

describe('a booth in the venue', () => {
  it('shows logo, text as plain text, links in a new tab and files to download', async () => {
    venueWithBooth('BOOTH1', 'en', () => data(booth));
    await renderVenue('/e/BOOTH1/venue/rooms/12');
    const section = await screen.findByRole('region', { name: 'Booth of Acme' });
    expect(within(section).getByRole('img', { name: 'Logo of Acme' }).getAttribute('src')).toBe('/api/files/logo.png');
    expect(section.querySelector('b')).toBeNull();
    expect(within(section).getByText(/<b>at stand 4<\/b>/)).toBeTruthy();
    const link = within(section).getByRole('link', { name: 'Datasheet (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    const file = within(section).getByRole('link', { name: 'Download flyer.png' });
    expect(file.getAttribute('href')).toBe('/api/files/flyer.png');
    expect(file.hasAttribute('download')).toBe(true);
  });

  it('speaks German and says when the booth cannot be loaded', async () => {
    venueWithBooth('BOOTH2', 'de', () => failure(404, 'not_found', 'Not found'));
    await renderVenue('/e/BOOTH2/venue/rooms/12', 'de');
    expect(await screen.findByText('Der Stand konnte nicht geladen werden. Bitte laden Sie die Seite neu.')).toBeTruthy();
  });
});
