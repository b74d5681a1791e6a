import { Button, EmptyState } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Shown when the tab, search or filters hide every event. */
export function NoMatchingEvents({ onClear }: { onClear?: () => void }) {
  const { t } = useTranslation('events');
  return (
    <EmptyState
      icon={<IconFilterOff size={32} />}
      title={t('list.noResultsTitle')}
      description={t('list.noResultsText')}
    >
      {onClear && (
        <Button variant="light" onClick={onClear}>
          {t('list.clearAll')}
        </Button>
      )}
    </EmptyState>
  );
}
