import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WallPost } from '@aula/shared';
import { loadTexts } from '../../lib/texts';
import { PageTextsProvider, TextsProvider } from '../../lib/texts-context';
import { VenueLive, VenueLiveContext } from '../../lib/venue-live';
import { data, stubVenueApi } from '../../testing/render-venue';
import { WallPage } from './wall-page';

const post = (id: number, seq: number, extra: Partial<WallPost> = {}): WallPost => ({
  id,
  seq,
  status: 'approved',
  removed: false,
  body: `Post ${id}`,
  imageUrl: null,
  author: { name: 'Bert Lund', photoUrl: null },
  pinned: false,
  likes: 0,
  liked: false,
  mine: false,
  createdMs: Date.UTC(2027, 4, 3, 10, 0),
  ...extra,
});

async function renderWall(live: VenueLive) {
  const texts = await loadTexts('en');
  render(
    <TextsProvider initial={texts}>
      <PageTextsProvider page="wall" fallback={null}>
        <VenueLiveContext value={live}>
          <WallPage />
        </VenueLiveContext>
      </PageTextsProvider>
    </TextsProvider>,
  );
}

/** The socket's side of the page: subscriptions answered, pushes and notices handed in. */
function socket(live: VenueLive) {
  const sent: { action: string; topic: string }[] = [];
  live.topics.connected((request) => sent.push(request));
  return {
    sent,
    subscribed: (topic: string) => act(() => void live.topics.receive({ action: 'subscribed', topic } as { action: string })),
    push: (topic: string, data: WallPost) => act(() => void live.topics.receive({ action: 'topic', topic, event: 'post', data } as { action: string })),
    notice: (data: WallPost) => act(() => live.notify({ action: 'notice', event: 'wallPostModerated', data })),
  };
}

describe("the venue's wall", () => {
  it("keeps the author's pending post through everyone's 'removed' push, and shows the approval they are told of", async () => {
    const pending = post(2, 5, { status: 'pending', mine: true, body: 'My pending post', author: { name: 'Ada Quist', photoUrl: null } });
    stubVenueApi({
      'GET /venue/wall': () => data({ eventId: 7, posts: [pending, post(1, 3)], olderBefore: null, moderation: 'pre', moderator: false }),
      'GET /venue/wall?after=5': () => data({ eventId: 7, posts: [], olderBefore: null, moderation: 'pre', moderator: false }),
    });
    const live = new VenueLive();
    const wire = socket(live);
    await renderWall(live);
    expect(await screen.findByText('My pending post')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Social wall');
    expect(wire.sent).toContainEqual({ action: 'subscribe', topic: 'wall:7' });
    await wire.subscribed('wall:7');

    const own = screen.getByRole('article', { name: 'Post by Ada Quist' });
    expect(within(own).getByText('Waiting for approval')).toBeTruthy();
    await wire.push('wall:7', post(2, 6, { status: 'hidden', removed: true, body: '', author: null }));
    expect(screen.getByText('My pending post')).toBeTruthy();

    await wire.notice({ ...pending, seq: 7, status: 'approved' });
    expect(screen.getByText('Your post has been approved and is now on the wall.')).toBeTruthy();
    expect(within(own).queryByText('Waiting for approval')).toBeNull();
    // Everyone's version of the same change keeps it the attendee's own.
    await wire.push('wall:7', { ...pending, seq: 7, status: 'approved', mine: false });
    expect(screen.getByRole('article', { name: 'Post by Ada Quist' })).toBeTruthy();
  });

  it('shows pushed posts newest first, drops hidden ones, and likes with the count from the server', async () => {
    const calls = stubVenueApi({
      'GET /venue/wall': () => data({ eventId: 7, posts: [post(1, 1)], olderBefore: null, moderation: 'post', moderator: false }),
      'GET /venue/wall?after=1': () => data({ eventId: 7, posts: [], olderBefore: null, moderation: 'post', moderator: false }),
      'POST /venue/wall/3/like': () => data(post(3, 4, { likes: 1, liked: true })),
    });
    const live = new VenueLive();
    const wire = socket(live);
    await renderWall(live);
    await screen.findByText('Post 1');
    await wire.subscribed('wall:7');
    await wire.push('wall:7', post(3, 2));
    const bodies = () => screen.getAllByRole('article').map((article) => within(article).getByText(/^Post \d$/).textContent);
    expect(bodies()).toEqual(['Post 3', 'Post 1']);
    await wire.push('wall:7', post(1, 3, { status: 'hidden', removed: true, body: '' }));
    expect(bodies()).toEqual(['Post 3']);

    await userEvent.click(screen.getByRole('button', { name: /Like/ }));
    const like = screen.getByRole('button', { name: /Like/ });
    expect(like.getAttribute('aria-pressed')).toBe('true');
    expect(like.textContent).toContain('(1)');
    expect(calls.find((call) => call.path === '/venue/wall/3/like')!.body).toEqual({ liked: true });
  });

  it("offers the author alone a delete, asks once more, and takes the post off after the server's answer", async () => {
    const mine = post(2, 2, { mine: true, body: 'Wrong wall', author: { name: 'Ada Quist', photoUrl: null } });
    const calls = stubVenueApi({
      'GET /venue/wall': () => data({ eventId: 7, posts: [mine, post(1, 1)], olderBefore: null, moderation: 'post', moderator: false }),
      'GET /venue/wall?after=2': () => data({ eventId: 7, posts: [], olderBefore: null, moderation: 'post', moderator: false }),
      'POST /venue/wall/2/delete': () => data({ ...mine, seq: 3, status: 'hidden', removed: true, body: '', author: null }),
    });
    const live = new VenueLive();
    const wire = socket(live);
    await renderWall(live);
    const own = await screen.findByRole('article', { name: 'Post by Ada Quist' });
    expect(within(screen.getByRole('article', { name: 'Post by Bert Lund' })).queryByRole('button', { name: 'Delete' })).toBeNull();
    await wire.subscribed('wall:7');

    await userEvent.click(within(own).getByRole('button', { name: 'Delete' }));
    expect(within(own).getByRole('group', { name: 'Delete this post for everyone?' })).toBeTruthy();
    await userEvent.click(within(own).getByRole('button', { name: 'Keep' }));
    expect(calls.some((call) => call.path === '/venue/wall/2/delete')).toBe(false);

    await userEvent.click(within(own).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(own).getByRole('button', { name: 'Delete post' }));
    expect(await screen.findByText('Your post has been deleted.')).toBeTruthy();
    expect(screen.queryByText('Wrong wall')).toBeNull();
    expect(screen.getByText('Post 1')).toBeTruthy();
  });

  it("keeps a fresh post the author's when everyone's push of it arrives before the answer to the author", async () => {
    const fresh = post(3, 2, { mine: true, body: 'Fresh from the stage', author: { name: 'Ada Quist', photoUrl: null } });
    const live = new VenueLive();
    const wire = socket(live);
    stubVenueApi({
      'GET /venue/wall': () => data({ eventId: 7, posts: [post(1, 1)], olderBefore: null, moderation: 'post', moderator: false }),
      'GET /venue/wall?after=1': () => data({ eventId: 7, posts: [], olderBefore: null, moderation: 'post', moderator: false }),
      'POST /venue/wall': () => {
        // The server pushes to everyone before it answers the author.
        void wire.push('wall:7', { ...fresh, mine: false });
        return data(fresh);
      },
    });
    await renderWall(live);
    await screen.findByText('Post 1');
    await wire.subscribed('wall:7');
    await userEvent.type(screen.getByLabelText('Your post'), 'Fresh from the stage');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    const own = await screen.findByRole('article', { name: 'Post by Ada Quist' });
    expect(within(own).getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('adds the older posts on request, after those already shown, until none are left', async () => {
    stubVenueApi({
      'GET /venue/wall': () => data({ eventId: 7, posts: [post(9, 9), post(8, 8)], olderBefore: 8, moderation: 'post', moderator: false }),
      'GET /venue/wall?after=9': () => data({ eventId: 7, posts: [], olderBefore: null, moderation: 'post', moderator: false }),
      'GET /venue/wall?before=8': () =>
        data({ eventId: 7, posts: [post(7, 7), post(6, 6, { mine: true, status: 'pending', author: { name: 'Ada Quist', photoUrl: null } })], olderBefore: null, moderation: 'post', moderator: false }),
    });
    const live = new VenueLive();
    const wire = socket(live);
    await renderWall(live);
    await screen.findByText('Post 9');
    await wire.subscribed('wall:7');
    await userEvent.click(screen.getByRole('button', { name: 'Show earlier posts' }));
    await screen.findByText('Post 7');
    const bodies = screen.getAllByRole('article').map((article) => within(article).getByText(/^Post \d$/).textContent);
    expect(bodies).toEqual(['Post 9', 'Post 8', 'Post 7', 'Post 6']);
    // The attendee's own older post is theirs to delete, and the end of the wall has no button.
    expect(within(screen.getByRole('article', { name: 'Post by Ada Quist' })).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show earlier posts' })).toBeNull();
  });
});
