import { expect, type APIRequestContext } from '@playwright/test';
import { pollBody } from '@aula/shared/testing/poll-body';

/**
 * Creates a poll through POST /api/poll, as the polls form would, and answers its id. Without
 * other fields it is the API tests' poll: live, single-choice, the answers 'Design', 'Data' and
 * 'Delivery', its results shown.
 */
export async function pollThroughApi(
  request: APIRequestContext,
  authorization: string,
  eventId: number,
  fields: { roomId: number; question: string } & Record<string, unknown>,
): Promise<number> {
  const response = await request.post('/api/poll', {
    headers: { Authorization: authorization },
    data: pollBody(eventId, fields.roomId, fields),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { id: number } }).data.id;
}
