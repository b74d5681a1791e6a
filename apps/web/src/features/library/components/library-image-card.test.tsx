import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LibraryImage } from '@aula/shared';
import { renderWithProviders } from '@/test/render-with-providers';
import { LibraryImageCard } from './library-image-card';

const image: LibraryImage = {
  id: 3,
  url: '/api/files/backdrop.png',
  fileName: 'backdrop.png',
  contentType: 'image/png',
  byteSize: 2048,
  width: 640,
  height: 480,
  createdAt: '2027-03-01T09:00:00.000Z',
  usedBy: [{ kind: 'custom-css', eventId: 7, eventName: 'Design Week', label: '' }],
};

describe('LibraryImageCard', () => {
  it("names an event's custom CSS among the places that use the image", async () => {
    renderWithProviders(<LibraryImageCard image={image} onDelete={() => undefined} />, { lang: 'de' });
    expect(await screen.findByText('Eigenes CSS · Design Week')).toBeTruthy();
  });
});
