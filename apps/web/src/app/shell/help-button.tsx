import { Button } from '@mantine/core';
import { IconHelp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { clientConfigQuery } from '@/lib/client-config-query';
import { useLanguage } from '@/lib/use-language';
import { openThirdPartySupport, supportScriptUrl } from '@/lib/support-chat';

/**
 * The top bar's Help button (docs/decisions/0136-support-modes.md): on every signed-in screen unless
 * support is off; a third-party widget's script loads only when it is first pressed.
 */
export function HelpButton() {
  const { t } = useTranslation('shell');
  const { language } = useLanguage();
  const { data: config } = useQuery(clientConfigQuery());
  const support = config?.support;
  if (!support || supportScriptUrl(support) === null) return null;
  return (
    <Button variant="subtle" size="compact-md" leftSection={<IconHelp size={18} aria-hidden />} onClick={() => openThirdPartySupport(support, language)}>
      {t('help')}
    </Button>
  );
}
