import { describe, expect, it } from 'vitest';
import { roomFieldsSchema, roomSourceFields, saveRoomBodySchema, type RoomFields } from './rooms';

const base: RoomFields = {
  type: 'networking',
  nameEn: 'Lounge',
  nameDe: '',
  descriptionEn: '',
  descriptionDe: '',
  visible: true,
  streamUrl: '',
  meetingProvider: '',
  meetingUrl: '',
  embedCode: '',
  qaEmbedCode: '',
};

/** Field -> key of every problem the schema reports. */
function errors(values: Partial<RoomFields> | Record<string, unknown>): Record<string, string> {
  const result = roomFieldsSchema.safeParse({ ...base, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('room fields', () => {
  it.each<[string, Partial<RoomFields>]>([
    ['networking without a source', {}],
    ['stage with a stream', { type: 'stage', streamUrl: 'https://stream.example.com/live' }],
    ['stage with a stream and a Slido', { type: 'stage', streamUrl: 'https://stream.example.com/live', qaEmbedCode: '<iframe src="https://app.sli.do/event/a"></iframe>' }],
    ['meeting with Zoom', { type: 'meeting', meetingProvider: 'zoom', meetingUrl: 'https://us02web.zoom.us/j/85012345678?pwd=aB3.1' }],
    ['expo with a Zoom link of any form', { type: 'expo', meetingProvider: 'zoom', meetingUrl: 'https://example.com/zoom' }],
    ['expo without a call', { type: 'expo' }],
    ['embed with an iframe', { type: 'embed', embedCode: '<iframe src="https://example.com/page"></iframe>' }],
    ['an unused field is not checked', { streamUrl: 'not a url' }],
  ])('accepts %s', (_, values) => {
    expect(errors(values)).toEqual({});
  });

  it.each<[string, Partial<RoomFields>, Record<string, string>]>([
    ['a missing English name', { nameEn: '   ' }, { nameEn: 'validation.required' }],
    ['a long German name', { nameDe: 'x'.repeat(151) }, { nameDe: 'validation.max_150' }],
    ['a stage without a stream', { type: 'stage' }, { streamUrl: 'validation.required' }],
    ['a wrong stream URL', { type: 'stage', streamUrl: 'stream.example.com' }, { streamUrl: 'validation.invalid_url' }],
    ['a wrong Slido code', { type: 'stage', streamUrl: 'https://a.example.com', qaEmbedCode: '<iframe src="https://example.com"></iframe>' }, { qaEmbedCode: 'validation.invalid_slido' }],
    ['a meeting without a provider', { type: 'meeting' }, { meetingProvider: 'validation.required' }],
    ['a meeting of a plain link without the link', { type: 'meeting', meetingProvider: 'link' }, { meetingUrl: 'validation.required' }],
    ['a wrong meeting link', { type: 'meeting', meetingProvider: 'link', meetingUrl: 'ftp://x.example.com' }, { meetingUrl: 'validation.invalid_url' }],
    ['a Zoom meeting without its link', { type: 'meeting', meetingProvider: 'zoom' }, { meetingUrl: 'validation.required' }],
    ['a Zoom meeting whose link has no meeting number', { type: 'meeting', meetingProvider: 'zoom', meetingUrl: 'https://zoom.us/j/123' }, { meetingUrl: 'validation.zoom_meeting_link' }],
    ['a Zoom meeting on another host', { type: 'meeting', meetingProvider: 'zoom', meetingUrl: 'https://meet.example.com/j/123456789' }, { meetingUrl: 'validation.zoom_meeting_link' }],
    ['an expo link without provider', { type: 'expo', meetingUrl: 'https://meet.example.com/x' }, { meetingProvider: 'validation.required' }],
    ['an embed without code', { type: 'embed' }, { embedCode: 'validation.required' }],
    ['an embed with a script', { type: 'embed', embedCode: '<script>alert(1)</script>' }, { embedCode: 'validation.invalid_iframe' }],
  ])('refuses %s', (_, values, expected) => {
    expect(errors(values)).toEqual(expected);
  });

  it('reports the source rules together with a missing name', () => {
    expect(errors({ nameEn: '', type: 'embed', embedCode: 'x' })).toEqual({ nameEn: 'validation.required', embedCode: 'validation.invalid_iframe' });
  });

  it('refuses an unknown type without crashing', () => {
    expect(errors({ type: 'cinema' as never })).toEqual({ type: 'validation.required' });
  });

  it('lists the source fields per type in form order', () => {
    expect(roomSourceFields('stage')).toEqual(['streamUrl', 'qaEmbedCode']);
    expect(roomSourceFields('meeting')).toEqual(['meetingProvider', 'meetingUrl']);
    expect(roomSourceFields('networking')).toEqual([]);
    expect(roomSourceFields('embed')).toEqual(['embedCode', 'qaEmbedCode']);
  });

  it('asks a meeting room of an integration for no link, and a plain one for its link', () => {
    expect(roomSourceFields('meeting', 'jitsi')).toEqual(['meetingProvider']);
    expect(roomSourceFields('meeting', 'zoom')).toEqual(['meetingProvider', 'meetingUrl']);
    expect(errors({ type: 'meeting', meetingProvider: 'bigbluebutton', meetingUrl: '' })).toEqual({});
    expect(errors({ type: 'meeting', meetingProvider: 'link', meetingUrl: '' })).toEqual({ meetingUrl: 'validation.required' });
    expect(errors({ type: 'expo', meetingProvider: 'jitsi', meetingUrl: '' })).toEqual({ meetingUrl: 'validation.required' });
  });

  it('takes the ids and the image id in the save body', () => {
    expect(saveRoomBodySchema.safeParse({ ...base, eventId: 3, id: 0, imageId: null }).success).toBe(true);
    expect(saveRoomBodySchema.safeParse({ ...base, eventId: 0, id: 0, imageId: null }).success).toBe(false);
  });
});
