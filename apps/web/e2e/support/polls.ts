import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Creates a poll through POST /api/poll, as the polls form would, and answers its id. Without
 * overrides it is a live single-choice poll with the answers 'Design' and 'Data', its results shown.
 */
export async function pollThroughApi(
  request: APIRequestContext,
  authorization: string,
  eventId: number,
  fields: { roomId: number; question: string } & Record<string, unknown>,
): Promise<number> {
  const response = await request.post('/api/poll', {
    headers: { Authorization: authorization },
    data: {
      eventId,
      id: 0,
      sessionId: null,
      kind: 'single',
      live: true,
      resultsHidden: false,
      options: [
        { id: 0, text: 'Design' },
        { id: 0, text: 'Data' },
      ],
      ...fields,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { id: number } }).data.id;
}
