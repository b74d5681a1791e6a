import type { ClientConfig } from '@aula/shared';

export type BotCheckProvider = Exclude<ClientConfig['botCheck']['provider'], 'none'>;

type RenderOptions = {
  sitekey: string;
  callback: (token: string) => void;
  'expired-callback'?: () => void;
  'error-callback'?: () => void;
  /** Language names differ by provider; each ignores the other's. */
  hl?: string;
  language?: string;
};

/** The part of the Turnstile, hCaptcha and reCAPTCHA globals this app uses; they share one shape. */
export type BotCheckApi = {
  render: (container: HTMLElement, options: RenderOptions) => string | number;
  reset?: (widgetId?: string | number) => void;
  remove?: (widgetId: string | number) => void;
  ready?: (callback: () => void) => void;
};

const SCRIPTS: Record<BotCheckProvider, { src: string; global: 'turnstile' | 'hcaptcha' | 'grecaptcha' }> = {
  turnstile: { src: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit', global: 'turnstile' },
  hcaptcha: { src: 'https://js.hcaptcha.com/1/api.js?render=explicit&recaptchacompat=off', global: 'hcaptcha' },
  recaptcha: { src: 'https://www.google.com/recaptcha/api.js?render=explicit', global: 'grecaptcha' },
};

const loaded = new Map<BotCheckProvider, Promise<BotCheckApi>>();

function globalApi(provider: BotCheckProvider): BotCheckApi | undefined {
  return (window as unknown as Record<string, BotCheckApi | undefined>)[SCRIPTS[provider].global];
}

/** Adds the provider's script once and resolves with its global API when it is ready to render. */
export function loadBotCheckApi(provider: BotCheckProvider): Promise<BotCheckApi> {
  const existing = loaded.get(provider);
  if (existing) return existing;
  const promise = new Promise<BotCheckApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPTS[provider].src;
    script.async = true;
    script.onerror = () => {
      loaded.delete(provider);
      reject(new Error(`The ${provider} script could not be loaded`));
    };
    script.onload = () => {
      const api = globalApi(provider);
      if (!api) return reject(new Error(`The ${provider} script did not define its API`));
      // reCAPTCHA defines its global before it can render; the others are ready on load (and
      // Turnstile's own ready() refuses scripts added asynchronously, as this one is).
      if (provider === 'recaptcha' && api.ready) api.ready(() => resolve(api));
      else resolve(api);
    };
    document.head.appendChild(script);
  });
  loaded.set(provider, promise);
  return promise;
}
