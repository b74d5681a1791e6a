import { pollBody } from '@aula/shared/testing/poll-body';
import type { TestApp } from '../../test/test-app';
import { bearer } from '../../test/accounts';
import { eventsClient } from '../events/events-test-support';
import { roomsClient } from '../rooms/rooms-test-support';

type Body = Record<string, unknown>;

/** A poll as the calls answer it, as far as the tests read it. */
export type TestPoll = {
  id: number;
  seq: number;
  roomId: number;
  status: string;
  options: { id: number; text: string }[];
  results: { pollId: number; ballots: number; counts: { optionId: number; votes: number }[] } | null;
};

/** The console's poll calls as an organiser makes them, on top of the room calls. */
export function pollsClient(t: TestApp, token: string) {
  const api = eventsClient(t, token);
  const rooms = roomsClient(t, token);
  return {
    ...api,
    createRoom: rooms.createRoom,
    list: (eventId: number) => api.get(`/polls/${eventId}`),
    poll: (eventId: number, pollId: number) => api.get(`/poll/${eventId}/${pollId}`),
    roomPolls: (eventId: number, roomId: number, after = 0) => api.get(`/roomPolls/${eventId}/${roomId}?after=${after}`),
    save: (body: Body) => api.post('/poll', body),
    setStatus: (eventId: number, pollId: number, status: string) => api.post('/pollStatus', { eventId, pollId, status }),
    remove: (eventId: number, pollId: number) => api.post('/deletePoll', { eventId, pollId }),
    exportCsv: (eventId: number, pollId: number, lang = 'en') =>
      t.app.inject({ method: 'GET', url: `/api/pollResults/${eventId}/${pollId}`, headers: { ...bearer(token), 'accept-language': lang } }),
    /** Creates a poll and answers it. */
    async create(eventId: number, roomId: number, overrides: Body = {}): Promise<TestPoll> {
      const res = await api.post('/poll', pollBody(eventId, roomId, overrides));
      if (res.statusCode !== 200) throw new Error(`poll create failed: ${res.statusCode} ${res.body}`);
      return res.json().data as TestPoll;
    },
    /** Creates a poll and opens it. */
    async open(eventId: number, roomId: number, overrides: Body = {}): Promise<TestPoll> {
      const poll = await this.create(eventId, roomId, overrides);
      const res = await api.post('/pollStatus', { eventId, pollId: poll.id, status: 'open' });
      if (res.statusCode !== 200) throw new Error(`poll open failed: ${res.statusCode} ${res.body}`);
      return res.json().data as TestPoll;
    },
  };
}

/** The venue's poll calls as an attendee's page makes them. */
export function venuePollsClient(t: TestApp, token: string) {
  const auth = bearer(token);
  return {
    eventPolls: () => t.app.inject({ method: 'GET', url: '/api/venue/polls', headers: auth }),
    roomPolls: (roomId: number, after = 0) => t.app.inject({ method: 'GET', url: `/api/venue/rooms/${roomId}/polls?after=${after}`, headers: auth }),
    vote: (pollId: number, optionIds: number[]) => t.app.inject({ method: 'POST', url: `/api/venue/polls/${pollId}/vote`, headers: auth, payload: { optionIds } }),
    setStatus: (pollId: number, status: string) => t.app.inject({ method: 'POST', url: `/api/venue/polls/${pollId}/status`, headers: auth, payload: { status } }),
  };
}
