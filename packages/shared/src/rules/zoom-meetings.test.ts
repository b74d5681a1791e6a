import { describe, expect, it } from 'vitest';
import { zoomMeetingLinkError, zoomMeetingOfLink } from './zoom-meetings';

describe('Zoom invitation links', () => {
  it('reads the meeting number and passcode of an invitation link, on any Zoom subdomain', () => {
    expect(zoomMeetingOfLink('https://us02web.zoom.us/j/85012345678?pwd=aBcD3fGh1.1')).toEqual({ number: '85012345678', passcode: 'aBcD3fGh1.1' });
    expect(zoomMeetingOfLink(' https://zoom.us/j/123456789 ')).toEqual({ number: '123456789', passcode: '' });
    expect(zoomMeetingOfLink('https://app.zoom.us/wc/join/1234567890?pwd=x_y-z')).toEqual({ number: '1234567890', passcode: 'x_y-z' });
  });

  it('refuses links that are not a Zoom meeting, with the message that says what to paste', () => {
    for (const link of [
      'https://zoom.us.evil.example.com/j/123456789',
      'http://zoom.us/j/123456789',
      'https://zoom.us/j/12345',
      'https://zoom.us/j/123456789012',
      'https://zoom.us/profile',
      'https://zoom.us/j/123456789?pwd=<script>',
      'not a link',
    ]) {
      expect(zoomMeetingOfLink(link), link).toBeNull();
      expect(zoomMeetingLinkError(link), link).toBe('validation.zoom_meeting_link');
    }
    expect(zoomMeetingLinkError('  ')).toBe('validation.required');
    expect(zoomMeetingLinkError('https://zoom.us/j/123456789')).toBeNull();
  });
});
