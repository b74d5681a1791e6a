import {
  CUSTOM_CSS_ROOT_CLASS,
  PRODUCT_NAME,
  fixedOffset,
  formatEventSpan,
  formatSessionTimes,
  formatUtcOffset,
  formatWallDay,
  navigationItemLabel,
  type NavigationKind,
} from '@aula/shared';
import { html, trustedHtml, type SafeHtml } from './html';
import { DEFAULT_EVENT_STYLE } from './page-defaults';
import { pageStylesheet } from './page-style';
import type { PageImage, PublicEvent, PublicPage, PublicSession } from './service';
import { publicText, roomTypeName } from './texts';

type Lang = 'en' | 'de';

export type RenderContext = {
  lang: Lang;
  /** The server's public origin and base path, e.g. `https://aula.example`, for absolute links. */
  publicUrl: string;
  /** The time-zone script's address, or null when the build has none (the button stays hidden). */
  scriptUrl: string | null;
  /** Whether the page offers the agenda as an iCal file. */
  withCalendar: boolean;
};

export type RenderedPage = { body: string; css: string };

/** The sections of this page that a menu item of a kind points to. */
const SECTION_OF: Partial<Record<NavigationKind, string>> = { home: '#top', agenda: '#agenda', rooms: '#rooms' };

const pick = (lang: Lang, en: string, de: string) => (lang === 'de' ? de || en : en || de);
const absolute = (publicUrl: string, url: string) => (/^https?:\/\//.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`);

function img(image: PageImage, className: string, alt: string, extra: { lazy?: boolean; priority?: boolean } = {}): SafeHtml {
  return html`<img class="${className}" src="${image.url}" alt="${alt}"${image.width ? html` width="${image.width}"` : ''}${
    image.height ? html` height="${image.height}"` : ''
  }${extra.lazy ? html` loading="lazy" decoding="async"` : ''}${extra.priority ? html` fetchpriority="high"` : ''}>`;
}

function document(options: {
  lang: Lang;
  title: string;
  css: string;
  head?: SafeHtml;
  body: SafeHtml;
  scriptUrl?: string | null;
}): string {
  return html`<!doctype html>
<html lang="${options.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${options.title}</title>
${options.head ?? ''}
<style>${trustedHtml(options.css)}</style>
${options.scriptUrl ? html`<script type="module" src="${options.scriptUrl}"></script>` : ''}
</head>
<body class="${CUSTOM_CSS_ROOT_CLASS}">
${options.body}
</body>
</html>
`.value;
}

function languageSwitch(lang: Lang, code: string): SafeHtml {
  const other: Lang = lang === 'de' ? 'en' : 'de';
  return html`<a class="lang" href="/e/${encodeURIComponent(code)}?lang=${other}" hreflang="${other}" lang="${other}" aria-label="${publicText(lang, 'language_switch_label')}">${publicText(lang, 'language_switch')}</a>`;
}

function timeAttributes(startMs: number, endMs: number): SafeHtml {
  return html`datetime="${new Date(startMs).toISOString()}" data-start="${startMs}" data-end="${endMs}"`;
}

function sessionItem(session: PublicSession, page: PublicPage, lang: Lang): SafeHtml {
  const zone = fixedOffset(page.event.timezoneOffset);
  const category = page.categories.find((c) => c.id === session.categoryId);
  const description = pick(lang, session.descriptionEn, session.descriptionDe);
  return html`<li class="session card">
<time ${timeAttributes(session.startMs, session.endMs)} data-tz="session" data-day="${session.day}">${formatSessionTimes(session.startMs, session.endMs, session.day, zone, lang)}</time>
<div>
<h4>${pick(lang, session.titleEn, session.titleDe)}</h4>
<p class="meta">${session.room ? html`<span><span class="label">${publicText(lang, 'room')}:</span> ${pick(lang, session.room.nameEn, session.room.nameDe)}</span>` : ''}${
    category ? html`<span class="track t${category.id}">${pick(lang, category.nameEn, category.nameDe)}</span>` : ''
  }${session.hosts.length ? html`<span>${publicText(lang, 'hosts')} ${session.hosts.join(', ')}</span>` : ''}</p>
${description ? html`<div class="rich">${trustedHtml(description)}</div>` : ''}
</div>
</li>`;
}

function agendaSection(page: PublicPage, lang: Lang, withCalendar: boolean): SafeHtml {
  const zone = fixedOffset(page.event.timezoneOffset);
  const days = new Map<string, PublicSession[]>();
  for (const session of page.sessions) days.set(session.day, [...(days.get(session.day) ?? []), session]);
  return html`<section id="agenda" aria-labelledby="agenda-title"><div class="wrap">
<h2 id="agenda-title">${publicText(lang, 'agenda')}</h2>
${
  days.size === 0
    ? html`<p class="empty">${publicText(lang, 'no_sessions')}</p>`
    : [...days].map(
        ([, sessions]) => html`<h3>${formatWallDay(sessions[0]!.startMs, zone, lang)}</h3>
<ol class="sessions">${sessions.map((session) => sessionItem(session, page, lang))}</ol>`,
      )
}
${withCalendar && days.size > 0 ? html`<p><a class="ical" href="/e/${encodeURIComponent(page.event.code)}/agenda.ics" download>${publicText(lang, 'add_to_calendar')}</a></p>` : ''}
</div></section>`;
}

function roomsSection(page: PublicPage, lang: Lang): SafeHtml {
  return html`<section id="rooms" aria-labelledby="rooms-title"><div class="wrap">
<h2 id="rooms-title">${publicText(lang, 'rooms')}</h2>
${
  page.rooms.length === 0
    ? html`<p class="empty">${publicText(lang, 'no_rooms')}</p>`
    : html`<ul class="rooms">${page.rooms.map((room) => {
        const description = pick(lang, room.descriptionEn, room.descriptionDe);
        return html`<li class="room card">${room.image ? img(room.image, 'room-image', '', { lazy: true }) : ''}<div class="room-body">
<h3>${pick(lang, room.nameEn, room.nameDe)}</h3>
<span class="type">${roomTypeName(lang, room.type)}</span>
${description ? html`<div class="rich">${trustedHtml(description)}</div>` : ''}
</div></li>`;
      })}</ul>`
}
</div></section>`;
}

function menu(page: PublicPage, lang: Lang): SafeHtml {
  const items = page.navigation
    .map((item) => {
      const label = navigationItemLabel(item, lang);
      if (item.kind === 'link') {
        return /^https?:\/\//i.test(item.url) && label ? html`<li><a href="${item.url}" target="_blank" rel="noopener">${label}</a></li>` : null;
      }
      const anchor = SECTION_OF[item.kind];
      return anchor ? html`<li><a href="${anchor}">${label}</a></li>` : null;
    })
    .filter((item): item is SafeHtml => item !== null);
  return items.length ? html`<nav class="menu" aria-label="${publicText(lang, 'menu')}"><ul>${items}</ul></nav>` : html`<div class="menu"></div>`;
}

/** The social-preview and search tags of a published event's page. */
function metaTags(page: PublicPage, lang: Lang, publicUrl: string, description: string): SafeHtml {
  const canonical = `${publicUrl}/e/${encodeURIComponent(page.event.code)}`;
  const image = page.design.image ? absolute(publicUrl, page.design.image.url) : null;
  const title = `${page.event.name} · ${PRODUCT_NAME}`;
  return html`<meta name="description" content="${description}">
<link rel="canonical" href="${canonical}">
<link rel="alternate" hreflang="en" href="${canonical}?lang=en">
<link rel="alternate" hreflang="de" href="${canonical}?lang=de">
<meta property="og:type" content="website">
<meta property="og:site_name" content="${PRODUCT_NAME}">
<meta property="og:title" content="${page.event.name}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="${canonical}">
<meta property="og:locale" content="${lang === 'de' ? 'de_DE' : 'en_GB'}">
${image ? html`<meta property="og:image" content="${image}">` : ''}
<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">
<meta name="twitter:title" content="${title}">
<meta name="twitter:description" content="${description}">
${image ? html`<meta name="twitter:image" content="${image}">` : ''}
<meta name="theme-color" content="${page.design.primaryColor}">`;
}

/** The whole public page of a published event. */
export function renderEventPage(page: PublicPage, context: RenderContext): RenderedPage {
  const { lang } = context;
  const { event, design } = page;
  const zone = fixedOffset(event.timezoneOffset);
  const span = formatEventSpan(event.startMs, event.endMs, zone, lang);
  const description = [span, event.location].filter(Boolean).join(' · ');
  const css = pageStylesheet(design, page.categories, page.customCss);
  const sections = page.navigation
    .map((item) => (item.kind === 'agenda' ? agendaSection(page, lang, context.withCalendar) : item.kind === 'rooms' ? roomsSection(page, lang) : null))
    .filter((section): section is SafeHtml => section !== null);
  const body = html`<a class="skip" href="#main">${publicText(lang, 'skip_to_content')}</a>
<header id="top">
<div class="bar"><div class="bar-inner">
${design.logo ? img(design.logo, 'logo', event.name) : ''}
${menu(page, lang)}
${languageSwitch(lang, event.code)}
</div></div>
${design.banner ? img(design.banner, 'banner', '', { priority: true }) : ''}
</header>
<main id="main">
<div class="wrap hero">
<h1>${event.name}</h1>
<dl class="facts">
<dt>${publicText(lang, 'date_and_time')}</dt>
<dd><time ${timeAttributes(event.startMs, event.endMs)} data-tz="span">${span}</time></dd>
${event.location ? html`<dt>${publicText(lang, 'location')}</dt><dd>${event.location}</dd>` : ''}
</dl>
<p class="enter"><a href="/e/${encodeURIComponent(event.code)}/venue">${publicText(lang, 'enter_event')}</a>${
    page.registrationOpen ? html` <a href="/e/${encodeURIComponent(event.code)}/register">${publicText(lang, 'register')}</a>` : ''
  }</p>
<div class="zone">
<p id="zone-note" data-viewer-note="${publicText(lang, 'times_in_my_zone', { zone: '{zone}' })}">${publicText(lang, 'times_in_event_zone', { zone: formatUtcOffset(event.timezoneOffset) })}</p>
<button type="button" class="tz" id="tz-toggle" hidden aria-pressed="false" data-show-viewer="${publicText(lang, 'show_my_zone')}" data-show-event="${publicText(lang, 'show_event_zone')}">${publicText(lang, 'show_my_zone')}</button>
</div>
</div>
${sections}
</main>
<footer><div class="wrap">${publicText(lang, 'powered_by')}</div></footer>`;
  return {
    css,
    body: document({
      lang,
      title: `${event.name} · ${PRODUCT_NAME}`,
      css,
      head: metaTags(page, lang, context.publicUrl, description),
      body,
      scriptUrl: context.scriptUrl,
    }),
  };
}

function noticePage(lang: Lang, title: string, heading: string, text: string, extra?: SafeHtml): RenderedPage {
  const css = pageStylesheet(DEFAULT_EVENT_STYLE);
  return {
    css,
    body: document({
      lang,
      title,
      css,
      head: html`<meta name="robots" content="noindex">`,
      body: html`<main id="main" class="notice"><h1>${heading}</h1>${extra ?? ''}<p>${text}</p></main>`,
    }),
  };
}

/** The page of an unknown code, a draft's code or a path of another shape. */
export function renderNotFoundPage(lang: Lang): RenderedPage {
  const title = publicText(lang, 'not_found_title');
  return noticePage(lang, `${title} · ${PRODUCT_NAME}`, title, publicText(lang, 'not_found_text'));
}

/** The page of a closed event: its name and that it has closed. */
export function renderClosedPage(event: PublicEvent, lang: Lang): RenderedPage {
  return noticePage(
    lang,
    `${event.name} · ${PRODUCT_NAME}`,
    publicText(lang, 'closed_title'),
    publicText(lang, 'closed_text'),
    html`<p class="facts"><strong>${event.name}</strong></p>`,
  );
}
