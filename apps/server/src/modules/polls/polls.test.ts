import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollBody } from '@aula/shared/testing/poll-body';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser, type SignedInUser } from '../../test/accounts';
import { ATTENDEE_TEST_ENV, publishedEvent, signedInAttendee, type TestAttendee } from '../attendee-auth/attendee-test-support';
import { sessionBody } from '../agenda/agenda-test-support';
import { pollsClient, venuePollsClient, type TestPoll } from './polls-test-support';

/** docs/rules/communications.md#polls: the console's polls and the venue's, with every id checked. */
describe('polls', () => {
  let t: TestApp;
  let organiser: SignedInUser;
  let api: ReturnType<typeof pollsClient>;
  let event: { eventId: number; code: string };
  let roomId: number;
  let ada: TestAttendee;
  let moderator: TestAttendee;

  beforeAll(async () => {
    t = await createTestApp(ATTENDEE_TEST_ENV);
    organiser = await signedInUser(t);
    api = pollsClient(t, organiser.token);
    event = await publishedEvent(t, organiser.token);
    roomId = await api.createRoom(event.eventId);
    ada = await signedInAttendee(t, event);
    moderator = await signedInAttendee(t, event, { role: 'moderator' });
  });
  afterAll(() => t.close());

  const data = <T>(res: { statusCode: number; body: string; json: () => { data: T } }, status = 200): T => {
    expect(res.statusCode, res.body).toBe(status);
    return res.json().data;
  };

  describe('console', () => {
    it('adds a draft, edits it, opens, closes, archives and lists it with results', async () => {
      const created = await api.create(event.eventId, roomId, { question: '  Which track next?  ' });
      expect(created).toMatchObject({ status: 'draft', roomId, question: 'Which track next?', kind: 'single', live: true });
      expect(created.options.map((option) => option.text)).toEqual(['Design', 'Data', 'Delivery']);

      const edited = data<TestPoll>(
        await api.save(
          pollBody(event.eventId, roomId, {
            id: created.id,
            kind: 'multiple',
            options: [{ id: created.options[2]!.id, text: 'Shipping' }, { id: created.options[0]!.id, text: 'Design' }, { id: 0, text: 'People' }],
          }),
        ),
      );
      expect(edited.options.map((option) => option.text)).toEqual(['Shipping', 'Design', 'People']);
      expect(edited.options[0]!.id).toBe(created.options[2]!.id);
      expect(edited.seq).toBeGreaterThan(created.seq);

      const opened = data<TestPoll>(await api.setStatus(event.eventId, created.id, 'open'));
      expect(opened.status).toBe('open');
      expect(data<TestPoll>(await api.setStatus(event.eventId, created.id, 'closed')).status).toBe('closed');
      expect(data<TestPoll>(await api.setStatus(event.eventId, created.id, 'archived')).status).toBe('archived');

      const listed = data<TestPoll[]>(await api.list(event.eventId));
      expect(listed.find((poll) => poll.id === created.id)).toMatchObject({ status: 'archived', results: { ballots: 0 } });
      expect(data<TestPoll>(await api.poll(event.eventId, created.id)).results?.counts).toHaveLength(3);
    });

    it('refuses invalid polls with a message per field', async () => {
      const res = await api.save(pollBody(event.eventId, roomId, { question: ' ', options: [{ id: 0, text: 'Only one' }] }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toMatchObject({ question: 'validation.required', options: 'validation.poll_options_min' });

      const duplicate = await api.save(pollBody(event.eventId, roomId, { options: [{ id: 0, text: 'Yes' }, { id: 0, text: 'yes' }] }));
      expect(duplicate.json().error.fields).toMatchObject({ options: 'validation.poll_options_duplicate' });
      const tooMany = await api.save(pollBody(event.eventId, roomId, { options: Array.from({ length: 11 }, (_, i) => ({ id: 0, text: `Answer ${i}` })) }));
      expect(tooMany.json().error.fields).toMatchObject({ options: 'validation.poll_options_max' });
      const longAnswer = await api.save(pollBody(event.eventId, roomId, { options: [{ id: 0, text: 'x'.repeat(151) }, { id: 0, text: 'y' }] }));
      expect(longAnswer.json().error.fields).toMatchObject({ 'options.0.text': 'validation.max_150' });
      expect((await api.save(pollBody(event.eventId, roomId, { kind: 'ranked' }))).statusCode).toBe(400);
    });

    it('ties a poll to a session of its room only', async () => {
      const otherRoom = await api.createRoom(event.eventId);
      const session = data<{ id: number }>(await api.post('/agendaSession', sessionBody(event.eventId, { roomId }))).id;
      const elsewhere = data<{ id: number }>(await api.post('/agendaSession', sessionBody(event.eventId, { roomId: otherRoom, title: 'Elsewhere' }))).id;
      expect((await api.create(event.eventId, roomId, { sessionId: session })).status).toBe('draft');
      const res = await api.save(pollBody(event.eventId, roomId, { sessionId: elsewhere }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ sessionId: 'validation.poll_session_room' });
    });

    it('keeps question, kind and answers once opened, and refuses moves the life of a poll has not', async () => {
      const poll = await api.open(event.eventId, roomId);
      const changed = await api.save(pollBody(event.eventId, roomId, { id: poll.id, question: 'Another question', options: poll.options }));
      expect(changed.statusCode).toBe(409);
      expect(changed.json().error.code).toBe('poll_locked');
      const same = await api.save(pollBody(event.eventId, roomId, { id: poll.id, resultsHidden: true, options: poll.options }));
      expect(data<TestPoll & { resultsHidden: boolean }>(same).resultsHidden).toBe(true);

      expect((await api.setStatus(event.eventId, poll.id, 'archived')).statusCode).toBe(400);
      expect((await api.setStatus(event.eventId, poll.id, 'draft')).statusCode).toBe(400);
      expect((await api.remove(event.eventId, poll.id)).statusCode).toBe(400);
    });

    it('deletes drafts and archived polls', async () => {
      const draft = await api.create(event.eventId, roomId);
      data(await api.remove(event.eventId, draft.id));
      expect((await api.poll(event.eventId, draft.id)).statusCode).toBe(404);
    });

    it("answers 404 for another company's event, room and poll, and for another event's room and poll", async () => {
      const poll = await api.create(event.eventId, roomId);
      const stranger = pollsClient(t, (await signedInUser(t)).token);
      const strangerEvent = await publishedEvent(t, stranger.token);
      const strangerRoom = await stranger.createRoom(strangerEvent.eventId);
      expect((await stranger.list(event.eventId)).statusCode).toBe(404);
      expect((await stranger.poll(event.eventId, poll.id)).statusCode).toBe(404);
      expect((await stranger.poll(strangerEvent.eventId, poll.id)).statusCode).toBe(404);
      expect((await stranger.roomPolls(event.eventId, roomId)).statusCode).toBe(404);
      expect((await stranger.setStatus(event.eventId, poll.id, 'open')).statusCode).toBe(404);
      expect((await stranger.remove(event.eventId, poll.id)).statusCode).toBe(404);
      expect((await stranger.exportCsv(event.eventId, poll.id)).statusCode).toBe(404);
      expect((await stranger.save(pollBody(strangerEvent.eventId, roomId))).statusCode).toBe(404);
      expect((await stranger.save(pollBody(strangerEvent.eventId, strangerRoom, { id: poll.id }))).statusCode).toBe(404);
      expect((await api.save(pollBody(event.eventId, strangerRoom))).statusCode).toBe(404);

      const secondEvent = await publishedEvent(t, organiser.token);
      const secondRoom = await api.createRoom(secondEvent.eventId);
      expect((await api.save(pollBody(event.eventId, secondRoom))).statusCode).toBe(404);
      expect((await api.poll(secondEvent.eventId, poll.id)).statusCode).toBe(404);
      expect((await api.roomPolls(secondEvent.eventId, roomId)).statusCode).toBe(404);
      const secondSession = data<{ id: number }>(await api.post('/agendaSession', sessionBody(secondEvent.eventId, { roomId: secondRoom }))).id;
      expect((await api.save(pollBody(event.eventId, roomId, { sessionId: secondSession }))).statusCode).toBe(404);
    });

    it('exports the results as CSV in the caller language', async () => {
      const poll = await api.open(event.eventId, roomId, { question: '=Best talk?', options: [{ id: 0, text: 'Keynote; day one' }, { id: 0, text: 'Größte Bühne' }] });
      data(await venuePollsClient(t, ada.token).vote(poll.id, [poll.options[0]!.id]));
      const en = await api.exportCsv(event.eventId, poll.id);
      expect(en.headers['content-type']).toContain('text/csv');
      expect(en.headers['content-disposition']).toMatch(/attachment; filename=".*-poll-\d+\.csv"/);
      expect(en.body).toBe("\uFEFFQuestion,'=Best talk?\r\nAnswer,Votes,Share of ballots (%)\r\nKeynote; day one,1,100.0\r\nGrößte Bühne,0,0.0\r\nBallots,1\r\n");
      const de = await api.exportCsv(event.eventId, poll.id, 'de');
      expect(de.body).toContain('"Keynote; day one";1;100,0\r\n');
      expect(de.body).toContain('Stimmzettel;1');
    });
  });

  describe('venue', () => {
    it('shows open and closed polls of the room, never drafts, and catches up after a seq', async () => {
      const room = await api.createRoom(event.eventId);
      const venue = venuePollsClient(t, ada.token);
      const draft = await api.create(event.eventId, room);
      const open = await api.open(event.eventId, room);
      const first = data<{ polls: TestPoll[]; moderator: boolean }>(await venue.roomPolls(room));
      expect(first.polls.map((poll) => poll.id)).toEqual([open.id]);
      expect(first.moderator).toBe(false);

      const lastSeq = Math.max(...first.polls.map((poll) => poll.seq));
      data(await api.setStatus(event.eventId, open.id, 'closed'));
      data(await api.setStatus(event.eventId, open.id, 'archived'));
      const after = data<{ polls: TestPoll[] }>(await venue.roomPolls(room, lastSeq));
      expect(after.polls).toEqual([expect.objectContaining({ id: open.id, status: 'archived' })]);
      expect(data<{ polls: TestPoll[] }>(await venue.roomPolls(room)).polls).toEqual([]);

      const forModerator = data<{ polls: TestPoll[]; moderator: boolean }>(await venuePollsClient(t, moderator.token).roomPolls(room));
      expect(forModerator).toMatchObject({ moderator: true, polls: [expect.objectContaining({ id: draft.id, status: 'draft' })] });
    });

    it('counts one ballot per attendee, single or multiple choice, only while open', async () => {
      const venue = venuePollsClient(t, ada.token);
      const single = await api.open(event.eventId, roomId);
      const [design, data_, delivery] = single.options.map((option) => option.id) as [number, number, number];
      expect((await venue.vote(single.id, [design, data_])).statusCode).toBe(400);
      expect((await venue.vote(single.id, [999_999])).statusCode).toBe(400);
      expect((await venue.vote(single.id, [])).json().error.fields).toEqual({ optionIds: 'validation.required' });
      const voted = data<{ ballot: { optionIds: number[] }; results: TestPoll['results'] }>(await venue.vote(single.id, [delivery]));
      expect(voted.ballot.optionIds).toEqual([delivery]);
      expect(voted.results).toMatchObject({ ballots: 1, counts: [{ optionId: design, votes: 0 }, { optionId: data_, votes: 0 }, { optionId: delivery, votes: 1 }] });
      const again = await venue.vote(single.id, [design]);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('already_voted');

      const multiple = await api.open(event.eventId, roomId, { kind: 'multiple' });
      const chosen = [multiple.options[2]!.id, multiple.options[0]!.id];
      expect(data<{ ballot: { optionIds: number[] } }>(await venue.vote(multiple.id, chosen)).ballot.optionIds).toEqual([...chosen].sort((a, b) => a - b));
      expect((await venue.vote(multiple.id, [multiple.options[1]!.id, multiple.options[1]!.id])).statusCode).toBe(400);
      expect((await venue.vote(multiple.id, [multiple.options[1]!.id])).json().error.code).toBe('already_voted');

      data(await api.setStatus(event.eventId, multiple.id, 'closed'));
      const closed = await venuePollsClient(t, moderator.token).vote(multiple.id, [multiple.options[1]!.id]);
      expect(closed.statusCode).toBe(409);
      expect(closed.json().error.code).toBe('poll_not_open');
      const draft = await api.create(event.eventId, roomId);
      expect((await venue.vote(draft.id, [draft.options[0]!.id])).statusCode).toBe(409);

      const own = data<{ ballots: { pollId: number; optionIds: number[] }[] }>(await venue.roomPolls(roomId));
      expect(own.ballots).toEqual(expect.arrayContaining([{ pollId: single.id, optionIds: [delivery] }]));
      const listed = data<{ polls: TestPoll[]; ballots: unknown[] }>(await venue.eventPolls());
      expect(listed.polls.map((poll) => poll.id)).toEqual(expect.arrayContaining([single.id, multiple.id]));
      expect(listed.polls.every((poll) => poll.status === 'open' || poll.status === 'closed')).toBe(true);
    });

    it('hides results until the poll closes, except from moderators', async () => {
      const poll = await api.open(event.eventId, roomId, { resultsHidden: true });
      const venue = venuePollsClient(t, ada.token);
      expect(data<{ results: unknown }>(await venue.vote(poll.id, [poll.options[0]!.id])).results).toBeNull();
      const shown = (polls: TestPoll[]) => polls.find((one) => one.id === poll.id)!;
      expect(shown(data<{ polls: TestPoll[] }>(await venue.roomPolls(roomId)).polls).results).toBeNull();
      expect(shown(data<{ polls: TestPoll[] }>(await venuePollsClient(t, moderator.token).roomPolls(roomId)).polls).results?.ballots).toBe(1);
      expect(data<TestPoll>(await api.poll(event.eventId, poll.id)).results?.ballots).toBe(1);
      data(await api.setStatus(event.eventId, poll.id, 'closed'));
      expect(shown(data<{ polls: TestPoll[] }>(await venue.roomPolls(roomId)).polls).results?.ballots).toBe(1);
    });

    it('lets moderators open and close live polls, and refuses attendees and polls that are not live', async () => {
      const live = await api.create(event.eventId, roomId);
      const prepared = await api.create(event.eventId, roomId, { live: false });
      const asModerator = venuePollsClient(t, moderator.token);
      expect((await venuePollsClient(t, ada.token).setStatus(live.id, 'open')).statusCode).toBe(403);
      expect((await asModerator.setStatus(prepared.id, 'open')).statusCode).toBe(403);
      expect((await asModerator.setStatus(live.id, 'archived')).statusCode).toBe(400);
      expect(data<TestPoll>(await asModerator.setStatus(live.id, 'open')).status).toBe('open');
      expect(data<TestPoll>(await asModerator.setStatus(live.id, 'closed')).status).toBe('closed');
    });

    it("answers 404 for another event's polls and rooms and for hidden rooms", async () => {
      const poll = await api.open(event.eventId, roomId);
      const otherEvent = await publishedEvent(t, organiser.token);
      const outsider = venuePollsClient(t, (await signedInAttendee(t, otherEvent, { role: 'moderator' })).token);
      expect((await outsider.roomPolls(roomId)).statusCode).toBe(404);
      expect((await outsider.vote(poll.id, [poll.options[0]!.id])).statusCode).toBe(404);
      expect((await outsider.setStatus(poll.id, 'closed')).statusCode).toBe(404);
      expect(data<{ polls: TestPoll[] }>(await outsider.eventPolls()).polls).toEqual([]);

      const hidden = await api.createRoom(event.eventId, { visible: false });
      const hiddenPoll = await api.open(event.eventId, hidden);
      const venue = venuePollsClient(t, ada.token);
      expect((await venue.roomPolls(hidden)).statusCode).toBe(404);
      expect((await venue.vote(hiddenPoll.id, [hiddenPoll.options[0]!.id])).statusCode).toBe(404);
      expect(data<{ polls: TestPoll[] }>(await venue.eventPolls()).polls.map((one) => one.id)).not.toContain(hiddenPoll.id);
    });

    it('refuses the console token in the venue and the attendee token in the console', async () => {
      expect((await venuePollsClient(t, organiser.token).eventPolls()).statusCode).toBe(401);
      expect((await pollsClient(t, ada.token).list(event.eventId)).statusCode).toBe(401);
    });
  });
});
