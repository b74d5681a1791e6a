import { describe, expect, it } from 'vitest';
import {
  domainError,
  embedCodeFor,
  iframeEmbedError,
  iframeEmbedSrc,
  portError,
  slidoEmbedError,
  slidoEmbedSrc,
  urlError,
} from './embeds';

describe('URL validator', () => {
  it.each([
    'https://example.com',
    'http://example.com/path?q=1#top',
    'https://stream.example.co.uk:8443/live/abc',
    'https://localhost:3000/x',
    'http://192.168.1.20/feed',
    'HTTPS://EXAMPLE.COM/',
    '  https://example.com  ',
    'https://xn--mnchen-3ya.de/',
  ])('accepts %s', (value) => {
    expect(urlError(value)).toBeNull();
  });

  it.each([
    '',
    'example.com',
    'ftp://example.com/file',
    'javascript:alert(1)',
    'data:text/html,<b>x</b>',
    'https://',
    'https://exa mple.com',
    'https://example',
    'https://user:secret@example.com',
    'https://-bad-.com',
    'https://example.c',
    `https://example.com/${'a'.repeat(2000)}`,
    '//example.com',
  ])('refuses %j with Invalid URL', (value) => {
    expect(urlError(value)).toBe('validation.invalid_url');
  });
});

describe('domain validator', () => {
  it.each(['example.com', 'sub.example.co.uk', 'my-host.de', 'example.com.', 'xn--mnchen-3ya.de'])('accepts %s', (value) => {
    expect(domainError(value)).toBeNull();
  });

  it.each(['', 'localhost', 'example', '-a.com', 'a-.com', 'a..com', 'exa_mple.com', 'https://example.com', 'example.123', `${'a'.repeat(64)}.com`])(
    'refuses %j with Invalid domain',
    (value) => {
      expect(domainError(value)).toBe('validation.invalid_domain');
    },
  );
});

describe('port validator', () => {
  it.each<string | number>(['1', '80', '443', '65535', 8080, ' 22 '])('accepts %j', (value) => {
    expect(portError(value)).toBeNull();
  });

  it.each<string | number>(['', '0', '65536', '-1', '80.5', 'http', '1e3', 99999, '080a'])('refuses %j with Invalid port', (value) => {
    expect(portError(value)).toBe('validation.invalid_port');
  });
});

describe('generic iframe embed', () => {
  it.each<[string, string]>([
    ['<iframe src="https://example.com/page"></iframe>', 'https://example.com/page'],
    ["<iframe src='https://example.com/page'></iframe>", 'https://example.com/page'],
    ['<iframe src=https://example.com/page></iframe>', 'https://example.com/page'],
    ['<IFRAME width="560" height="315" SRC="https://www.youtube.com/embed/xyz" allowfullscreen></IFRAME>', 'https://www.youtube.com/embed/xyz'],
    ['  <iframe\n  title="a > b"\n  src="https://example.com/?a=1&amp;b=2"\n  frameborder="0">\n</iframe>  ', 'https://example.com/?a=1&b=2'],
    ['<iframe src="https://example.com/x" />', 'https://example.com/x'],
    ['<iframe src="https://example.com/x">', 'https://example.com/x'],
  ])('accepts %j and extracts its source', (code, src) => {
    expect(iframeEmbedError(code)).toBeNull();
    expect(iframeEmbedSrc(code)).toBe(src);
  });

  it.each([
    '',
    'https://example.com/page',
    '<iframe></iframe>',
    '<iframe src=""></iframe>',
    '<iframe src="http://example.com/page"></iframe>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<iframe src="data:text/html,hi"></iframe>',
    '<iframe src="//example.com/page"></iframe>',
    '<iframe src="https://example.com" src="https://evil.example"></iframe>',
    '<iframe src="https://example.com></iframe>',
    '<iframesrc="https://example.com"></iframe>',
    '<div><iframe src="https://example.com"></iframe></div>',
    '<script>alert(1)</script><iframe src="https://example.com"></iframe>',
    '<iframe src="https://example.com"></iframe><script>alert(1)</script>',
    '<iframe src="https://example.com"><script>alert(1)</script></iframe>',
    '<iframe src="https://example.com"></iframe><iframe src="https://example.org"></iframe>',
    'text <iframe src="https://example.com"></iframe>',
    '<img src="https://example.com/a.png">',
    '<iframe src="https://example.com"/>trailing',
  ])('refuses %j with Invalid IFRAME code', (code) => {
    expect(iframeEmbedError(code)).toBe('validation.invalid_iframe');
    expect(iframeEmbedSrc(code)).toBeNull();
  });
});

describe('interactive Q&A (Slido) embed', () => {
  const slido =
    '<iframe src="https://app.sli.do/event/abc123XYZ" height="100%" width="100%" frameBorder="0" style="min-height: 560px;" allow="clipboard-write" title="Slido"></iframe>';

  it('accepts a Slido embed code and extracts its source', () => {
    expect(slidoEmbedError(slido)).toBeNull();
    expect(slidoEmbedSrc(slido)).toBe('https://app.sli.do/event/abc123XYZ');
    expect(slidoEmbedSrc('<iframe src="https://APP.SLI.DO/event/x"></iframe>')).toBe('https://APP.SLI.DO/event/x');
  });

  it.each([
    '',
    'https://app.sli.do/event/abc',
    '<iframe src="https://example.com/event/abc"></iframe>',
    '<iframe src="http://app.sli.do/event/abc"></iframe>',
    '<iframe src="https://app.sli.do.evil.example/event/abc"></iframe>',
    '<iframe src="https://evil.example/app.sli.do/"></iframe>',
    '<iframe src="https://sli.do/event/abc"></iframe>',
    '<iframe src="https://app.sli.do@evil.example/"></iframe>',
    `${slido}<script>alert(1)</script>`,
  ])('refuses %j with Invalid Slido code', (code) => {
    expect(slidoEmbedError(code)).toBe('validation.invalid_slido');
  });
});

describe('embed code for a stored source', () => {
  it('builds an iframe that validates back to the same source', () => {
    const src = 'https://example.com/?a=1&b="2"';
    const code = embedCodeFor('https://example.com/?a=1&b=2');
    expect(iframeEmbedSrc(code)).toBe('https://example.com/?a=1&b=2');
    expect(embedCodeFor(src)).not.toContain('"2"');
    expect(embedCodeFor('')).toBe('');
  });
});
