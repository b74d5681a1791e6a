import { lazy, Suspense, useId, useState } from 'react';
import { Button, Drawer, Indicator, VisuallyHidden } from '@mantine/core';
import { IconHelp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUnreadSupportAnswer } from '@/features/support/hooks/use-unread-support-answer';
import { clientConfigQuery } from '@/lib/client-config-query';
import { useLanguage } from '@/lib/use-language';
import { openThirdPartySupport, supportScriptUrl } from '@/lib/support-chat';

// Opened seldom: the built-in conversation loads when the panel first opens.
const SupportPanel = lazy(async () => ({ default: (await import('@/features/support/components/support-panel')).SupportPanel }));

/**
 * The top bar's Help button (docs/decisions/0136-support-modes.md): on every signed-in screen unless
 * support is off. Built in, it opens the support panel, and is marked while an answer of the staff
 * waits unread; a third-party widget's script loads only when it is first pressed.
 */
export function HelpButton() {
  const { t } = useTranslation(['shell', 'support']);
  const { language } = useLanguage();
  const { data: config } = useQuery(clientConfigQuery());
  const [panelOpen, setPanelOpen] = useState(false);
  const support = config?.support;
  const builtIn = support?.mode === 'builtin';
  const answer = useUnreadSupportAnswer(builtIn, panelOpen);
  const markId = useId();
  if (!support || support.mode === 'off') return null;
  if (!builtIn && supportScriptUrl(support) === null) return null;
  const openPanel = () => {
    answer.seen();
    setPanelOpen(true);
  };
  return (
    <>
      <Indicator disabled={!answer.unread} size={10} offset={4}>
        <Button
          variant="subtle"
          size="compact-md"
          leftSection={<IconHelp size={18} aria-hidden />}
          aria-haspopup={builtIn ? 'dialog' : undefined}
          aria-describedby={answer.unread ? markId : undefined}
          onClick={() => (builtIn ? openPanel() : openThirdPartySupport(support, language))}
        >
          {t('shell:help')}
        </Button>
      </Indicator>
      {answer.unread && <VisuallyHidden id={markId}>{t('support:unreadAnswer')}</VisuallyHidden>}
      {builtIn && (
        <Drawer opened={panelOpen} onClose={() => setPanelOpen(false)} position="right" size="md" title={t('support:title')}>
          {panelOpen && (
            <Suspense fallback={null}>
              <SupportPanel />
            </Suspense>
          )}
        </Drawer>
      )}
    </>
  );
}
