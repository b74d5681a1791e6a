import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser, type SignedInUser } from '../../test/accounts';
import { ATTENDEE_TEST_ENV, publishedEvent, signedInAttendee } from '../attendee-auth/attendee-test-support';
import { consoleSocket, listening, venueSocket, type TestSocket } from '../../test/sockets';
import { pollsClient, venuePollsClient, type TestPoll } from './polls-test-support';

type Message = Record<string, unknown>;

const subscribed = async (socket: TestSocket, topic: string) => {
  const answer = socket.next((m) => (m.action === 'subscribed' || m.action === 'subscribeRefused') && m.topic === topic);
  socket.send({ action: 'subscribe', topic });
  return (await answer).action;
};
const pushOf = (socket: TestSocket, topic: string, event: string, holds: (data: Message) => boolean = () => true) =>
  socket.next((m) => m.action === 'topic' && m.topic === topic && m.event === event && holds(m.data as Message)).then((m) => m.data as Message);

/** Live polls (docs/rules/communications.md#polls, docs/rules/performance.md#live-engagement): live polls over the sockets, one ballot per attendee under simultaneous votes, and catching up after a drop. */
describe('live polls', () => {
  let t: TestApp;
  let base: string;
  let organiser: SignedInUser;
  let api: ReturnType<typeof pollsClient>;
  let event: { eventId: number; code: string };
  let roomId: number;
  let topic: string;

  beforeAll(async () => {
    t = await createTestApp({ ...ATTENDEE_TEST_ENV, RATE_LIMIT_PER_ACCOUNT: '100000' });
    base = await listening(t.app);
    organiser = await signedInUser(t);
    api = pollsClient(t, organiser.token);
    event = await publishedEvent(t, organiser.token);
    roomId = await api.createRoom(event.eventId);
    topic = `polls:${roomId}`;
  });
  afterAll(() => t.close());

  it('lets attendees of the event and organisers of its company follow a room, and no one else', async () => {
    const ada = await venueSocket(base, (await signedInAttendee(t, event)).token);
    expect(await subscribed(ada, topic)).toBe('subscribed');
    const hidden = await api.createRoom(event.eventId, { visible: false });
    expect(await subscribed(ada, `polls:${hidden}`)).toBe('subscribeRefused');
    const otherEvent = await publishedEvent(t, organiser.token);
    const outsider = await venueSocket(base, (await signedInAttendee(t, otherEvent)).token);
    expect(await subscribed(outsider, topic)).toBe('subscribeRefused');

    expect(await subscribed(await consoleSocket(base, organiser.token), topic)).toBe('subscribed');
    const stranger = await consoleSocket(base, (await signedInUser(t)).token);
    expect(await subscribed(stranger, topic)).toBe('subscribeRefused');
    expect(await subscribed(stranger, 'polls:2147483647')).toBe('subscribeRefused');
    for (const socket of [ada, outsider, stranger]) socket.close();
  });

  it('counts exactly one ballot per attendee under many simultaneous votes and pushes the totals throttled', async () => {
    const poll = await api.open(event.eventId, roomId, { kind: 'single' });
    const watcher = await consoleSocket(base, organiser.token);
    expect(await subscribed(watcher, topic)).toBe('subscribed');
    const pushes: Message[] = [];
    watcher.socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as Message;
      if (message.action === 'topic' && message.event === 'results') pushes.push(message.data as Message);
    });
    const attendees = await Promise.all(Array.from({ length: 40 }, () => signedInAttendee(t, event)));
    const finalPush = pushOf(watcher, topic, 'results', (data) => data.pollId === poll.id && data.ballots === attendees.length);

    // Every attendee sends three ballots at the same moment, for different answers.
    const answers = await Promise.all(
      attendees.flatMap((attendee, index) =>
        [0, 1, 2].map((offset) => venuePollsClient(t, attendee.token).vote(poll.id, [poll.options[(index + offset) % 3]!.id])),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(attendees.length);
    expect(answers.filter((res) => res.statusCode === 409).every((res) => res.json().error.code === 'already_voted')).toBe(true);
    expect(answers.filter((res) => res.statusCode !== 200 && res.statusCode !== 409)).toEqual([]);

    const totals = (await api.poll(event.eventId, poll.id)).json().data as TestPoll;
    expect(totals.results!.ballots).toBe(attendees.length);
    expect(totals.results!.counts.reduce((sum, count) => sum + count.votes, 0)).toBe(attendees.length);
    expect(await finalPush).toMatchObject({ pollId: poll.id, ballots: attendees.length, counts: totals.results!.counts });
    expect(pushes.length).toBeLessThan(attendees.length);
    watcher.close();
  });

  it('pushes only the number of ballots while results are hidden, and everything once the poll closes', async () => {
    const ada = await signedInAttendee(t, event);
    const socket = await venueSocket(base, ada.token);
    expect(await subscribed(socket, topic)).toBe('subscribed');
    const opened = pushOf(socket, topic, 'poll', (data) => data.status === 'open');
    const poll = await api.open(event.eventId, roomId, { resultsHidden: true });
    expect(await opened).toMatchObject({ id: poll.id, results: null });

    const hiddenPush = pushOf(socket, topic, 'results', (data) => data.pollId === poll.id);
    await venuePollsClient(t, ada.token).vote(poll.id, [poll.options[1]!.id]);
    expect(await hiddenPush).toEqual({ pollId: poll.id, ballots: 1, counts: null });

    const closed = pushOf(socket, topic, 'poll', (data) => data.id === poll.id && data.status === 'closed');
    await api.setStatus(event.eventId, poll.id, 'closed');
    expect(await closed).toMatchObject({ results: { ballots: 1 } });
    socket.close();
  });

  it('catches up after the socket dropped mid-stream, from the last seq it saw', async () => {
    const attendee = await signedInAttendee(t, event);
    const venue = venuePollsClient(t, attendee.token);
    let socket = await venueSocket(base, attendee.token);
    expect(await subscribed(socket, topic)).toBe('subscribed');
    const first = pushOf(socket, topic, 'poll', (data) => data.status === 'open');
    const running = await api.open(event.eventId, roomId, { question: 'Before the drop' });
    const seen = (await first) as TestPoll;
    expect(seen.id).toBe(running.id);

    socket.socket.terminate();
    const closedWhileAway = await api.setStatus(event.eventId, running.id, 'closed');
    const openedWhileAway = await api.open(event.eventId, roomId, { question: 'During the drop' });

    socket = await venueSocket(base, attendee.token);
    expect(await subscribed(socket, topic)).toBe('subscribed');
    const missed = (await venue.roomPolls(roomId, seen.seq)).json().data as { polls: TestPoll[] };
    expect(missed.polls.map((poll) => [poll.id, poll.status])).toEqual([
      [running.id, 'closed'],
      [openedWhileAway.id, 'open'],
    ]);
    expect(missed.polls[0]!.seq).toBe((closedWhileAway.json().data as TestPoll).seq);

    const live = pushOf(socket, topic, 'poll', (data) => data.id === openedWhileAway.id && data.status === 'closed');
    await api.setStatus(event.eventId, openedWhileAway.id, 'closed');
    expect(((await live) as TestPoll).seq).toBeGreaterThan(missed.polls[1]!.seq);
    socket.close();
  });
});
