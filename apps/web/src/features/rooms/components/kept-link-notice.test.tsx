import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { KeptLinkNotice } from './kept-link-notice';

const legacyRoom = { type: 'meeting' as const, meetingProvider: 'jitsi' as const, meetingUrl: 'https://meet.example.com/old-room' };

describe('KeptLinkNotice', () => {
  it('tells the organiser that attendees still use the pasted link, and how to move the room to the integration', async () => {
    renderWithProviders(<KeptLinkNotice eventId={7} saved={legacyRoom} />, { lang: 'de' });
    expect(await screen.findByText(/bevor Jitsi eine Integration des Events wurde: https:\/\/meet\.example\.com\/old-room/)).toBeTruthy();
    expect(screen.getByText(/wählen Sie „Link“ als Anbieter/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Integrationen des Events öffnen' }).getAttribute('href')).toBe('/event/7/settings/integrations');
  });

  it('says nothing for a room of an integration without a link, a Zoom room or a plain link', () => {
    renderWithProviders(
      <>
        <KeptLinkNotice eventId={7} saved={{ ...legacyRoom, meetingUrl: '' }} />
        <KeptLinkNotice eventId={7} saved={{ ...legacyRoom, meetingProvider: 'zoom', meetingUrl: 'https://zoom.us/j/85012345678' }} />
        <KeptLinkNotice eventId={7} saved={{ ...legacyRoom, meetingProvider: 'link' }} />
      </>,
    );
    expect(screen.queryByText(/old link/)).toBeNull();
  });
});
