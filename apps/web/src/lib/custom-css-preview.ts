/**
 * The draft custom CSS a page shows inside the console's preview (docs/rules/design.md#custom-css):
 * the console sends what the server would keep of it, and only a page framed by the console's own
 * origin takes it. Shared by the venue and the public page's script; it imports nothing.
 */
export const CUSTOM_CSS_PREVIEW_MESSAGE = 'aula:custom-css-preview';

/** Lets the framed page show the draft: the message's stylesheet replaces the event's saved one. */
export function acceptCustomCssPreview(): void {
  if (window.parent === window) return;
  const sheet = new CSSStyleSheet();
  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.origin !== window.location.origin || event.source !== window.parent) return;
    const data = event.data as { type?: unknown; css?: unknown } | null;
    if (data?.type !== CUSTOM_CSS_PREVIEW_MESSAGE || typeof data.css !== 'string') return;
    sheet.replaceSync(data.css);
    if (!document.adoptedStyleSheets.includes(sheet)) document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    document.querySelectorAll('link[data-custom-css], style[data-custom-css]').forEach((node) => node.remove());
    document.body.dataset.customCssPreview = 'applied';
  });
}
