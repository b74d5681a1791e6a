import crypto from 'node:crypto';
import { CUSTOM_CSS_LAYER_ORDER, CUSTOM_CSS_LAYERS, CUSTOM_CSS_ROOT_CLASS } from '@aula/shared';
import type { PublicCategory, PublicPageDesign } from './service';

/**
 * The public page's whole stylesheet, written into the page (no extra request before the first
 * paint). The time-zone button keeps its place while its script loads (no layout shift). The design's colours and font come in as custom properties; every value was checked to
 * be a `#rrggbb` colour or one of the offered font stacks before it reaches this text.
 */
const BASE_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--fg);font-family:var(--font);font-size:1rem;line-height:1.55}
a{color:inherit}
img{max-width:100%;height:auto}
.skip{position:absolute;left:-999px;top:0;padding:.5rem 1rem;background:var(--accent);color:var(--on-accent);z-index:2}
.skip:focus{left:1rem}
:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.bar{background:var(--primary);color:var(--on-primary)}
.bar-inner,.wrap{max-width:1100px;margin:0 auto;padding:0 1.25rem}
.bar-inner{display:flex;align-items:center;gap:1rem;min-height:3.5rem;flex-wrap:wrap}
.logo{display:block;height:40px;width:auto}
.menu{flex:1}
.menu ul{list-style:none;display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;margin:0;padding:.5rem 0}
.menu a,.lang{color:var(--on-primary);text-decoration:none;font-weight:600}
.menu a:hover,.lang:hover{text-decoration:underline}
.lang{font-size:.9rem}
.banner{display:block;width:100%;max-height:360px;object-fit:cover}
.hero{padding-top:2.5rem;padding-bottom:1.5rem}
h1{font-size:clamp(1.8rem,4vw,2.8rem);line-height:1.15;margin:0 0 1rem}
h2{font-size:1.6rem;margin:0 0 1rem}
h3{font-size:1.15rem;margin:1.5rem 0 .75rem}
.facts{display:grid;gap:.35rem;margin:0 0 1rem}
.facts dt{font-size:.8rem;text-transform:uppercase;letter-spacing:.06em;opacity:.75}
.facts dd{margin:0 0 .5rem;font-weight:600}
.enter{margin:0 0 1.25rem}
.enter a{display:inline-block;font-weight:700;text-decoration:none;border-radius:999px;padding:.6rem 1.4rem;background:var(--accent);color:var(--on-accent)}
.zone{display:flex;flex-wrap:wrap;align-items:center;gap:.75rem;font-size:.9rem}
.zone p{margin:0}
.tz{font:inherit;font-weight:600;border:0;border-radius:999px;padding:.45rem 1rem;background:var(--accent);color:var(--on-accent);cursor:pointer}
.tz[hidden]{display:inline-block;visibility:hidden}
section{padding:1.5rem 0}
.card{background:var(--surface);border:1px solid var(--line);border-radius:12px;overflow:hidden}
.rooms{list-style:none;margin:0;padding:0;display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(260px,1fr))}
.room img{display:block;width:100%;aspect-ratio:1/1;object-fit:cover}
.room-body{padding:1rem}
.room h3{margin:0 0 .25rem}
.type{display:inline-block;font-size:.8rem;font-weight:600;padding:.1rem .6rem;border-radius:999px;background:var(--primary);color:var(--on-primary)}
.rich>:first-child{margin-top:.5rem}
.rich>:last-child{margin-bottom:0}
.sessions{list-style:none;margin:0;padding:0;display:grid;gap:.75rem}
.session{padding:1rem;display:grid;gap:.25rem 1rem;grid-template-columns:minmax(7.5rem,max-content) 1fr}
.session time{font-weight:700;font-variant-numeric:tabular-nums}
.session h4{margin:0;font-size:1.05rem}
.meta{font-size:.9rem;opacity:.85;margin:0;display:flex;flex-wrap:wrap;gap:.25rem 1rem}
.track::before{content:"";display:inline-block;width:.7em;height:.7em;border-radius:50%;margin-right:.35em;background:var(--track,var(--accent))}
.empty{opacity:.8}
.ical{font-weight:600}
footer{padding:2rem 0;font-size:.85rem;opacity:.75}
.notice{max-width:40rem;margin:15vh auto;padding:0 1.25rem}
@media (max-width:600px){.session{grid-template-columns:1fr}}
`.replace(/\n/g, '');

/**
 * What the event's own CSS cannot undo (docs/rules/design.md#custom-css): the page, its bar, links
 * and controls stay visible and the keyboard focus stays marked. This layer comes after the custom
 * one, and custom CSS loses `!important`, so these win.
 */
const SAFETY_CSS =
  `.${CUSTOM_CSS_ROOT_CLASS}{visibility:visible;opacity:1}` +
  `.skip:focus,.bar,.menu a,.lang,.enter a,.tz:not([hidden]),.ical{visibility:visible;opacity:1;pointer-events:auto}` +
  `:focus-visible{outline:3px solid var(--accent);outline-offset:2px}`;

type StyledDesign = Pick<PublicPageDesign, 'primaryColor' | 'backgroundColor' | 'accentColor' | 'textColor' | 'onPrimaryColor' | 'onAccentColor' | 'fontStack'>;

/**
 * The stylesheet for one page in its cascade layers: the base rules with the design's and the
 * tracks' colours, then the event's sanitised custom CSS (already in its own layer), then the
 * safety rules.
 */
export function pageStylesheet(design: StyledDesign, categories: PublicCategory[] = [], customCss = ''): string {
  const vars =
    `:root{--bg:${design.backgroundColor};--fg:${design.textColor};--primary:${design.primaryColor};--on-primary:${design.onPrimaryColor};` +
    `--accent:${design.accentColor};--on-accent:${design.onAccentColor};--font:${design.fontStack};` +
    `--surface:color-mix(in srgb,var(--fg) 5%,var(--bg));--line:color-mix(in srgb,var(--fg) 16%,transparent)}`;
  const tracks = categories
    .filter((category) => category.color)
    .map((category) => `.t${category.id}{--track:${category.color}}`)
    .join('');
  return `${CUSTOM_CSS_LAYER_ORDER}@layer ${CUSTOM_CSS_LAYERS.base}{${vars}${BASE_CSS}${tracks}}${customCss}@layer ${CUSTOM_CSS_LAYERS.safety}{${SAFETY_CSS}}`;
}

/** The CSP source that admits exactly this inline stylesheet. */
export function styleHashSource(css: string): string {
  return `'sha256-${crypto.createHash('sha256').update(css, 'utf8').digest('base64')}'`;
}
