import type { SavePollBody } from '../schemas/polls';

/**
 * A body of POST /api/poll for the API and browser tests: without overrides a valid new live
 * single-choice poll in the room, its results shown, with the answers 'Design', 'Data' and
 * 'Delivery'. Overrides may be invalid on purpose, so the answer is not typed as valid. Only tests
 * import it (as `@aula/shared/testing/poll-body`); it imports nothing at run time.
 */
export function pollBody(eventId: number, roomId: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const valid = {
    eventId,
    id: 0,
    roomId,
    sessionId: null,
    question: 'Which track next?',
    kind: 'single',
    live: true,
    resultsHidden: false,
    options: [
      { id: 0, text: 'Design' },
      { id: 0, text: 'Data' },
      { id: 0, text: 'Delivery' },
    ],
  } satisfies SavePollBody;
  return { ...valid, ...overrides };
}
