import { describe, expect, it } from 'vitest';
import { escapeHtml, html, trustedHtml } from './html';

describe('the escaping template', () => {
  it('escapes every interpolated value, in text and in attributes', () => {
    const name = '<script>alert(1)</script>';
    const url = '" onmouseover="alert(2)';
    expect(html`<h1>${name}</h1><a href="${url}">x</a>`.value).toBe(
      '<h1>&lt;script&gt;alert(1)&lt;/script&gt;</h1><a href="&quot; onmouseover=&quot;alert(2)">x</a>',
    );
    expect(escapeHtml(`&'\``)).toBe('&amp;&#39;&#96;');
  });

  it('nests templates and lists without escaping them twice, and drops empty values', () => {
    const items = ['a<b', 'c'].map((item) => html`<li>${item}</li>`);
    expect(html`<ul>${items}</ul>${null}${false}${undefined}${0}`.value).toBe('<ul><li>a&lt;b</li><li>c</li></ul>0');
  });

  it('lets sanitised markup through only when marked as trusted', () => {
    expect(html`<div>${trustedHtml('<p>ok</p>')}</div>`.value).toBe('<div><p>ok</p></div>');
    expect(html`<div>${'<p>ok</p>'}</div>`.value).toBe('<div>&lt;p&gt;ok&lt;/p&gt;</div>');
  });
});
