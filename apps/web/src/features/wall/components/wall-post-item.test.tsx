import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WallPost } from '@aula/shared';
import { eventInfo } from '@/test/event-info';
import { renderWithProviders } from '@/test/render-with-providers';
import { stubApi } from '@/test/stub-api';
import { WallPostItem } from './wall-post-item';

const post: WallPost = {
  id: 9,
  seq: 1,
  status: 'pending',
  removed: false,
  body: 'Great talk',
  imageUrl: null,
  author: { name: 'Bert Lund', photoUrl: null },
  pinned: false,
  likes: 0,
  liked: false,
  mine: false,
  createdMs: Date.UTC(2031, 4, 4, 22, 40),
};

describe("a post on the console's wall screen", () => {
  it.each([
    ['en', '5 May 2031, 03:40 (UTC +05:00)'],
    ['de', '5. Mai 2031, 03:40 (UTC +05:00)'],
  ] as const)("shows when it was posted on the event's clock, past midnight there (%s)", async (lang, shown) => {
    stubApi({ 'GET /event/7': () => eventInfo({ timezone: 300 }) });
    renderWithProviders(<WallPostItem post={post} actions={null} />, { path: '/event/:id/communications/social', url: '/event/7/communications/social', lang });
    const time = await screen.findByText(shown);
    expect(time.tagName).toBe('TIME');
  });
});
