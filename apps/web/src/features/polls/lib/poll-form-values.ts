import type { Poll, PollFields, PollKind, SavePollBody } from '@aula/shared';

/** The poll form's values: ids as the selects hold them ('' for none). */
export type PollFormValues = {
  roomId: string;
  sessionId: string;
  question: string;
  kind: PollKind;
  live: boolean;
  resultsHidden: boolean;
  options: { id: number; text: string }[];
};

/** The order of the form's fields, for focusing the first invalid one. */
export const POLL_FIELD_ORDER = ['roomId', 'sessionId', 'question', 'kind', 'options'] as const;

export const newPollValues = (roomId: number | null): PollFormValues => ({
  roomId: roomId === null ? '' : String(roomId),
  sessionId: '',
  question: '',
  kind: 'single',
  live: true,
  resultsHidden: false,
  options: [
    { id: 0, text: '' },
    { id: 0, text: '' },
  ],
});

export const valuesFromPoll = (poll: Poll): PollFormValues => ({
  roomId: String(poll.roomId),
  sessionId: poll.sessionId === null ? '' : String(poll.sessionId),
  question: poll.question,
  kind: poll.kind,
  live: poll.live,
  resultsHidden: poll.resultsHidden,
  options: poll.options.map((option) => ({ ...option })),
});

/** The values as the shared rules read them (a room of '' is no room, which the rules refuse). */
export const pollFields = (values: PollFormValues): PollFields => ({
  roomId: Number(values.roomId),
  sessionId: values.sessionId === '' ? null : Number(values.sessionId),
  question: values.question,
  kind: values.kind,
  live: values.live,
  resultsHidden: values.resultsHidden,
  options: values.options,
});

export const savePollBody = (eventId: number, id: number, values: PollFormValues): SavePollBody => ({ eventId, id, ...pollFields(values) });
