import type { ClientConfig, Language } from '@aula/shared';

type Support = ClientConfig['support'];

type ChatwootWidget = { toggle: (state: 'open' | 'close') => void; setLocale: (locale: string) => void };

declare global {
  interface Window {
    $crisp?: unknown[][];
    CRISP_WEBSITE_ID?: string;
    CRISP_RUNTIME_CONFIG?: { locale: string };
    chatwootSettings?: { locale: string };
    chatwootSDK?: { run: (options: { websiteToken: string; baseUrl: string }) => void };
    $chatwoot?: ChatwootWidget;
  }
}

export const CRISP_SCRIPT_URL = 'https://client.crisp.chat/l.js';

/** The third-party widget's loader script, or null for off and built-in support. */
export function supportScriptUrl(support: Support): string | null {
  if (support.mode === 'crisp' && support.crispWebsiteId) return CRISP_SCRIPT_URL;
  if (support.mode === 'chatwoot' && support.chatwootBaseUrl && support.chatwootWebsiteToken) return `${support.chatwootBaseUrl}/packs/js/sdk.js`;
  return null;
}

const injectScript = (url: string, onLoad?: () => void) => {
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  if (onLoad) script.addEventListener('load', onLoad, { once: true });
  document.head.appendChild(script);
};

/**
 * Opens the chosen third-party widget (docs/decisions/0136-support-modes.md). Its script loads only
 * on the first open, so no request leaves for the provider before the user asks for help, and in
 * the console's language at that moment (docs/rules/calls.md#outside-services).
 */
export function openThirdPartySupport(support: Support, language: Language): void {
  const url = supportScriptUrl(support);
  if (!url) return;
  const loaded = document.querySelector(`script[src="${url}"]`) !== null;
  if (support.mode === 'crisp') {
    if (!loaded) {
      window.$crisp = [];
      window.CRISP_WEBSITE_ID = support.crispWebsiteId;
      window.CRISP_RUNTIME_CONFIG = { locale: language };
    }
    // Crisp runs the queued commands once its script is there, and at once afterwards.
    window.$crisp?.push(['do', 'chat:open']);
    if (!loaded) injectScript(url);
    return;
  }
  if (loaded) {
    window.$chatwoot?.setLocale(language);
    window.$chatwoot?.toggle('open');
    return;
  }
  window.chatwootSettings = { locale: language };
  window.addEventListener('chatwoot:ready', () => window.$chatwoot?.toggle('open'), { once: true });
  injectScript(url, () => window.chatwootSDK?.run({ websiteToken: support.chatwootWebsiteToken, baseUrl: support.chatwootBaseUrl }));
}
