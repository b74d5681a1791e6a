import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Room } from '@aula/shared';
import { renderWithProviders } from '@/test/render-with-providers';
import { RoomList } from './room-list';

const room = (id: number, position: number): Room => ({
  id,
  eventId: 7,
  type: 'networking',
  nameEn: `Room ${id}`,
  nameDe: '',
  descriptionEn: '',
  descriptionDe: '',
  image: null,
  position,
  visible: true,
  streamUrl: '',
  meetingProvider: '',
  meetingUrl: '',
  embedUrl: '',
  qaEmbedUrl: '',
});

describe('rooms list: attendees in each room', () => {
  it('shows how many attendees are in a room now, and nothing for an empty room', () => {
    renderWithProviders(
      <RoomList
        rooms={[room(1, 0), room(2, 1)]}
        nameOf={(r) => r.nameEn}
        editHref={(r) => `/rooms/${r.id}`}
        onlineIn={(roomId) => (roomId === 1 ? 3 : 0)}
        onReorder={() => undefined}
        onDelete={() => undefined}
      />,
      { lang: 'de' },
    );
    const [first, second] = screen.getAllByTestId('room-row');
    expect(first!.querySelector('[data-testid="room-online"]')!.textContent).toBe('3 gerade im Raum');
    expect(second!.querySelector('[data-testid="room-online"]')).toBeNull();
  });
});
