import { Suspense, lazy } from 'react';
import type { ClientConfig } from '@aula/shared';
import { useLanguage } from '@/lib/use-language';

// Loaded only when a provider is configured (the settings arrive after the form anyway), so the
// sign-in pages do not carry the widget's code with the default 'none'.
const BotCheck = lazy(async () => ({ default: (await import('./bot-check')).BotCheck }));

type BotCheckFieldProps = {
  config: ClientConfig | undefined;
  onToken: (token: string) => void;
  resetKey: number;
};

/** The provider's widget when one is configured; with provider 'none' nothing renders and no script loads. */
export function BotCheckField({ config, onToken, resetKey }: BotCheckFieldProps) {
  const { language } = useLanguage();
  const botCheck = config?.botCheck;
  if (!botCheck || botCheck.provider === 'none') return null;
  return (
    <Suspense fallback={null}>
      <BotCheck
        config={{ provider: botCheck.provider, siteKey: botCheck.siteKey }}
        language={language}
        onToken={onToken}
        resetKey={resetKey}
      />
    </Suspense>
  );
}
