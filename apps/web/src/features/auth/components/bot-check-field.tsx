import type { ClientConfig } from '@aula/shared';
import { useLanguage } from '@/lib/use-language';
import { BotCheck } from './bot-check';

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
    <BotCheck
      config={{ provider: botCheck.provider, siteKey: botCheck.siteKey }}
      language={language}
      onToken={onToken}
      resetKey={resetKey}
    />
  );
}
