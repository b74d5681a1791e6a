import { useCallback, useEffect, useRef, useState } from 'react';
import { clientConfigCall, type ClientConfig } from '@aula/shared';
import { loadBotCheckApi } from '@/lib/bot-check-script';
import { useTexts } from '../lib/texts-context';
import { venueCall } from '../lib/venue-api';

let botCheckLoad: Promise<ClientConfig['botCheck']> | null = null;

/**
 * The server's bot-check settings, asked once. A failure to ask counts as none for this form (the
 * server still decides) and is asked again by the next one.
 */
function botCheckConfig(): Promise<ClientConfig['botCheck']> {
  botCheckLoad ??= venueCall(clientConfigCall).then(
    (config) => config.botCheck,
    () => {
      botCheckLoad = null;
      return { provider: 'none' as const, siteKey: '' };
    },
  );
  return botCheckLoad;
}

/** Forgets the settings asked, as a new page load does; tests use it between cases. */
export function forgetBotCheckConfig(): void {
  botCheckLoad = null;
}

/**
 * The bot check of the venue's sign-in and forgotten-password forms, as on the organisers' (docs/rules/accounts-and-sign-in.md#bot-check):
 * the token to send, the widget to show when a provider is configured (its script loads only
 * then), and a fresh widget after each attempt, as tokens are single-use.
 */
export function useBotCheck() {
  const [config, setConfig] = useState<ClientConfig['botCheck'] | null>(null);
  const [token, setToken] = useState('');
  const [resetKey, setResetKey] = useState(0);
  useEffect(() => {
    let current = true;
    void botCheckConfig().then((answer) => current && setConfig(answer));
    return () => {
      current = false;
    };
  }, []);
  const renew = useCallback(() => {
    setToken('');
    setResetKey((key) => key + 1);
  }, []);
  const widget = config && config.provider !== 'none' ? <BotCheckWidget config={config} onToken={setToken} resetKey={resetKey} /> : null;
  return { token, renew, widget };
}

type WidgetProps = { config: ClientConfig['botCheck']; onToken: (token: string) => void; resetKey: number };

function BotCheckWidget({ config, onToken, resetKey }: WidgetProps) {
  const { lang } = useTexts();
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (config.provider === 'none') return;
    let cancelled = false;
    let remove: (() => void) | undefined;
    void loadBotCheckApi(config.provider).then((api) => {
      if (cancelled || !container.current) return;
      const widgetId = api.render(container.current, {
        sitekey: config.siteKey,
        hl: lang,
        language: lang,
        callback: onToken,
        'expired-callback': () => onToken(''),
        'error-callback': () => onToken(''),
      });
      remove = () => api.remove?.(widgetId);
    });
    return () => {
      cancelled = true;
      remove?.();
      onToken('');
    };
  }, [config, lang, onToken, resetKey]);
  return <div ref={container} className="bot-check" />;
}
