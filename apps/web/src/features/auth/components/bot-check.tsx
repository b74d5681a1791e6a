import { Box } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { ClientConfig } from '@aula/shared';
import { loadBotCheckApi, type BotCheckProvider } from '@/lib/bot-check-script';

type BotCheckProps = {
  config: ClientConfig['botCheck'] & { provider: BotCheckProvider };
  language: string;
  /** Receives the widget's token, or '' when it expires or fails. */
  onToken: (token: string) => void;
  /** Changing it resets the widget: its tokens are single-use, so every failed attempt needs a new one. */
  resetKey: number;
};

/** Renders the configured provider's widget; its script is loaded only when this component mounts. */
export function BotCheck({ config, language, onToken, resetKey }: BotCheckProps) {
  const container = useRef<HTMLDivElement>(null);
  const onTokenRef = useRef(onToken);
  useEffect(() => {
    onTokenRef.current = onToken;
  });

  useEffect(() => {
    let cancelled = false;
    let cleanup: (() => void) | undefined;
    void loadBotCheckApi(config.provider).then((api) => {
      if (cancelled || !container.current) return;
      const widgetId = api.render(container.current, {
        sitekey: config.siteKey,
        hl: language,
        language,
        callback: (token: string) => onTokenRef.current(token),
        'expired-callback': () => onTokenRef.current(''),
        'error-callback': () => onTokenRef.current(''),
      });
      cleanup = () => api.remove?.(widgetId);
    });
    return () => {
      cancelled = true;
      cleanup?.();
      onTokenRef.current('');
    };
  }, [config.provider, config.siteKey, language, resetKey]);

  return <Box ref={container} mih={65} />;
}
