import { Button, EmptyState } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Shown when the search and filters hide every account. */
export function NoMatchingAccounts({ onClear }: { onClear(): void }) {
  const { t } = useTranslation('accounts');
  return (
    <EmptyState icon={<IconFilterOff size={32} aria-hidden />} title={t('list.noResultsTitle')} description={t('list.noResultsText')}>
      <Button variant="light" onClick={onClear}>
        {t('list.clearAll')}
      </Button>
    </EmptyState>
  );
}
