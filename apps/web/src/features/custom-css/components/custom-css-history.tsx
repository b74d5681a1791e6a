import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { CONFIRM_DIALOG_WIDTH_PX, formatShownDateTimeInZone, type CustomCssVersion } from '@aula/shared';
import { useRouteIds } from '@/components/routing/use-route-ids';
import { FormSection } from '@/components/ui/form-section';
import { useEventZone } from '@/lib/event-zone';
import { useLanguage } from '@/lib/use-language';

type CustomCssHistoryProps = { history: CustomCssVersion[]; restoring: boolean; onRestore: (version: number) => void };

/** The saved versions, newest first; restoring one asks first, since it replaces what is in use. */
export function CustomCssHistory({ history, restoring, onRestore }: CustomCssHistoryProps) {
  const { t } = useTranslation('custom-css');
  const { language } = useLanguage();
  const zone = useEventZone(useRouteIds('id').id);
  const confirmRestore = (version: number) =>
    modals.openConfirmModal({
      title: t('history.confirmTitle', { version }),
      size: CONFIRM_DIALOG_WIDTH_PX,
      centered: true,
      children: <Text size="sm">{t('history.confirmText')}</Text>,
      labels: { confirm: t('history.restore'), cancel: t('history.cancel') },
      onConfirm: () => onRestore(version),
    });

  return (
    <FormSection title={t('history.title')}>
      {history.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('history.empty')}
        </Text>
      ) : (
        <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {history.map((entry, index) => (
            <Group key={entry.version} component="li" justify="space-between" wrap="nowrap">
              <Text size="sm">
                {t('history.entry', { version: entry.version, when: zone ? formatShownDateTimeInZone(Date.parse(entry.savedAt), zone, language) : '', who: entry.savedBy || t('history.unknown') })}
                {index === 0 && ` · ${t('history.inUse')}`}
              </Text>
              {index > 0 && (
                <Button size="xs" variant="default" loading={restoring} onClick={() => confirmRestore(entry.version)} aria-label={t('history.restoreVersion', { version: entry.version })}>
                  {t('history.restore')}
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </FormSection>
  );
}
