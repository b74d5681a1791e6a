import { describe, expect, it } from 'vitest';
import { chatSegments } from './chat-links';

describe('chatSegments', () => {
  it.each([
    ['no link here', [{ kind: 'text', text: 'no link here' }]],
    [
      'see https://example.com/a?b=1.',
      [
        { kind: 'text', text: 'see ' },
        { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
        { kind: 'text', text: '.' },
      ],
    ],
    [
      '(http://x.test) and HTTPS://Y.test/',
      [
        { kind: 'text', text: '(' },
        { kind: 'link', text: 'http://x.test', href: 'http://x.test' },
        { kind: 'text', text: ') and ' },
        { kind: 'link', text: 'HTTPS://Y.test/', href: 'https://Y.test/' },
      ],
    ],
    ['javascript:alert(1) data:text/html,<b>x</b>', [{ kind: 'text', text: 'javascript:alert(1) data:text/html,<b>x</b>' }]],
    ['<a href="https://e.test">x</a>', [{ kind: 'text', text: '<a href="' }, { kind: 'link', text: 'https://e.test', href: 'https://e.test' }, { kind: 'text', text: '">x</a>' }]],
  ])('cuts %j into text and only http(s) links', (body, expected) => {
    expect(chatSegments(body)).toEqual(expected);
  });

  it('keeps an address without a proper host as text', () => {
    expect(chatSegments('http://[::1 and https://@evil')).toEqual([{ kind: 'text', text: 'http://[::1 and https://@evil' }]);
  });
});
