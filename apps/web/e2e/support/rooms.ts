import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Creates a room through POST /api/room, as the rooms screen would, and answers its id. Without
 * overrides it is a visible networking room (the type that needs no source) with empty texts.
 */
export async function createRoomThroughApi(
  request: APIRequestContext,
  authorization: string,
  eventId: number,
  fields: Record<string, unknown>,
): Promise<number> {
  const response = await request.post('/api/room', {
    headers: { Authorization: authorization },
    data: {
      eventId,
      id: 0,
      type: 'networking',
      nameEn: '',
      nameDe: '',
      descriptionEn: '',
      descriptionDe: '',
      imageId: null,
      visible: true,
      streamUrl: '',
      meetingProvider: '',
      meetingUrl: '',
      embedCode: '',
      qaEmbedCode: '',
      ...fields,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { id: number } }).data.id;
}
