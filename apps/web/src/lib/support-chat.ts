import type { ClientConfig } from '@aula/shared';

type SupportChat = ClientConfig['supportChat'];

declare global {
  interface Window {
    $crisp?: unknown[];
    CRISP_WEBSITE_ID?: string;
  }
}

/** The provider's loader script, or null when no chat is configured. */
export function supportChatScriptUrl(chat: SupportChat): string | null {
  if (!chat.id) return null;
  if (chat.provider === 'crisp') return 'https://client.crisp.chat/l.js';
  if (chat.provider === 'tawk') return `https://embed.tawk.to/${encodeURIComponent(chat.id)}/default`;
  return null;
}

/**
 * Injects the support chat widget (docs/rules/calls.md#outside-services) once the browser is idle, so it never delays the app.
 * Returns a function that cancels a load that has not started yet.
 */
export function loadSupportChatWhenIdle(chat: SupportChat): () => void {
  const url = supportChatScriptUrl(chat);
  if (!url || document.querySelector(`script[src="${url}"]`)) return () => undefined;
  const inject = () => {
    if (chat.provider === 'crisp') {
      window.$crisp = [];
      window.CRISP_WEBSITE_ID = chat.id;
    }
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    document.head.appendChild(script);
  };
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(inject, { timeout: 10_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(inject, 3_000);
  return () => clearTimeout(timer);
}
