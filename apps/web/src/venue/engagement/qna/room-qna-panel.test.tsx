import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Question } from '@aula/shared';
import { serverClock } from '../../lib/clock';
import { loadTexts } from '../../lib/texts';
import { TextsProvider } from '../../lib/texts-context';
import { configureVenueApi } from '../../lib/venue-api';
import { VenueLive, VenueLiveContext } from '../../lib/venue-live';
import { VenueDataContext } from '../../signed-in/venue-data';
import { START_MS, venueContent, venueProfile } from '../../testing/venue-fixtures';
import { data, stubVenueApi } from '../../testing/render-venue';
import { RoomQnaPanel } from './room-qna-panel';

const ROOM = 1;

const question = (id: number, fields: Partial<Question> = {}): Question => ({
  id,
  seq: id,
  roomId: ROOM,
  sessionId: null,
  body: `Question ${id}?`,
  status: 'approved',
  pinned: false,
  upvotes: 0,
  anonymous: false,
  authorName: 'Ada Berg',
  createdMs: START_MS + id,
  visible: true,
  ...fields,
});

async function renderPanel() {
  onTestFinished(configureVenueApi({ token: () => 'token', language: () => 'en' }));
  const live = new VenueLive();
  const sent: { action: string; topic: string }[] = [];
  live.topics.connected((request) => sent.push(request));
  const content = venueContent('SUMMIT1');
  render(
    <TextsProvider initial={await loadTexts('en')}>
      <VenueDataContext.Provider value={{ content, profile: venueProfile('SUMMIT1'), clock: serverClock(START_MS - 86_400_000), setProfile: () => undefined }}>
        <VenueLiveContext.Provider value={live}>
          <RoomQnaPanel roomId={ROOM} />
        </VenueLiveContext.Provider>
      </VenueDataContext.Provider>
    </TextsProvider>,
  );
  return { live, sent };
}

/** What the venue's socket hands on about a topic. */
const fromSocket = (live: VenueLive, message: { action: string; topic: string; event?: string; data?: unknown }) => act(() => void live.topics.receive(message));

const itemOf = (text: string) => screen.getByText(text).closest('li')!;

describe('RoomQnaPanel', () => {
  it('lists what the room sees, keeps the own waiting question, and follows pushes and notices without a reload', async () => {
    const calls = stubVenueApi({
      'GET /venue/engagement': () => data({ settings: { directMessages: false, wallModeration: 'post', qnaModeration: 'pre' }, accountId: 5, moderator: false, restriction: null }),
      'GET /venue/qna/1/after/0': () =>
        data({ questions: [question(1, { upvotes: 2 }), question(2, { upvotes: 4, anonymous: true, authorName: null }), question(3, { status: 'pending', authorName: 'Jonas Berg' })], mine: [3], voted: [2] }),
      'POST /venue/qna/question/1/vote': () => data({ question: question(1, { upvotes: 3, seq: 10 }), voted: true }),
    });
    const { live, sent } = await renderPanel();
    await screen.findByLabelText('Your question');
    expect(screen.getByText('Questions appear once a moderator has approved them.', { exact: false })).toBeTruthy();
    await vi.waitFor(() => expect(sent).toContainEqual({ action: 'subscribe', topic: 'qna:1' }));
    fromSocket(live, { action: 'subscribed', topic: 'qna:1' });
    await screen.findByText('Question 1?');

    // Pinned first, then by votes; the attendee's own waiting question is marked, an anonymous one unnamed.
    const order = () => screen.getAllByRole('listitem').map((item) => item.querySelector('p')!.textContent);
    expect(order()).toEqual(['Question 2?', 'Question 1?', 'Question 3?']);
    expect(within(itemOf('Question 3?')).getByText('Waiting for approval')).toBeTruthy();
    expect(within(itemOf('Question 3?')).getByText('You')).toBeTruthy();
    expect(within(itemOf('Question 2?')).getByText('Anonymous')).toBeTruthy();
    expect(within(itemOf('Question 2?')).getByRole('button', { pressed: true })).toBeTruthy();
    expect(within(itemOf('Question 3?')).getByRole('button', { name: /^Upvote/ })).toHaveProperty('disabled', true);
    // The own waiting question can be taken back.
    expect(within(itemOf('Question 3?')).getByRole('button', { name: 'Withdraw' })).toBeTruthy();

    fireEvent.click(within(itemOf('Question 1?')).getByRole('button', { name: 'Upvote (2 votes so far)' }));
    await vi.waitFor(() => expect(within(itemOf('Question 1?')).getByRole('button', { pressed: true }).textContent).toContain('3'));
    expect(calls.find((call) => call.path === '/venue/qna/question/1/vote')?.body).toEqual({ up: true });

    // A push pins question 1; a notice tells the asker their question was approved.
    fromSocket(live, { action: 'topic', topic: 'qna:1', event: 'question', data: { question: question(1, { upvotes: 3, seq: 11, pinned: true }) } });
    expect(order()[0]).toBe('Question 1?');
    expect(within(itemOf('Question 1?')).getByText('Being answered now')).toBeTruthy();
    act(() => live.notify({ action: 'notice', event: 'qnaQuestion', data: { question: question(3, { seq: 12, authorName: 'Jonas Berg' }) } }));
    expect(screen.getByText('Your question has been approved and is now visible to everyone.')).toBeTruthy();
    expect(within(itemOf('Question 3?')).queryByText('Waiting for approval')).toBeNull();

    // Archived: it leaves the list.
    fromSocket(live, { action: 'topic', topic: 'qna:1', event: 'question', data: { question: question(2, { seq: 13, status: 'archived', visible: false, body: '' }) } });
    expect(screen.queryByText('Question 2?')).toBeNull();
  });

  it('checks the question before sending and shows the server’s field error next to it', async () => {
    const calls = stubVenueApi({
      'GET /venue/engagement': () => data({ settings: { directMessages: false, wallModeration: 'post', qnaModeration: 'post' }, accountId: 5, moderator: false, restriction: null }),
      'GET /venue/qna/1/after/0': () => data({ questions: [], mine: [], voted: [] }),
    });
    await renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Ask' }));
    expect((await screen.findByText('Required field')).className).toBe('field-error');
    expect(screen.getByLabelText('Your question').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.path === '/venue/qna/1/ask')).toBe(false);
  });
});
