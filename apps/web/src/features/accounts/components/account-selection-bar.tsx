import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AccountSelection } from '../hooks/use-account-selection';
import { AccountBulkActions } from './account-bulk-actions';

type AccountSelectionBarProps = {
  eventId: number;
  selection: AccountSelection;
  /** Accounts on the page shown, and whether all of them are ticked. */
  pageRows: number;
  pageTicked: boolean;
  /** Accounts that match the filter. */
  total: number;
};

/**
 * Shown while accounts are chosen: how many, the offer to choose everything that matches when the
 * whole page is ticked and more match, and the bulk actions.
 */
export function AccountSelectionBar({ eventId, selection, pageRows, pageTicked, total }: AccountSelectionBarProps) {
  const { t } = useTranslation('accounts');
  if (!selection.body) return null;
  const offerAll = !selection.allMatching && pageTicked && total > pageRows;
  return (
    <Paper withBorder p="xs" bg="var(--mantine-color-default-hover)" role="region" aria-label={t('selection.label')}>
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Text size="sm" fw={500} aria-live="polite">
            {selection.allMatching ? t('selection.allMatching', { count: total }) : t('selection.selected', { count: selection.count })}
          </Text>
          {offerAll && (
            <Button variant="subtle" size="compact-sm" onClick={selection.selectAllMatching}>
              {t('selection.selectAllMatching', { count: total })}
            </Button>
          )}
          <Button variant="subtle" size="compact-sm" color="gray" onClick={selection.clear}>
            {t('selection.clear')}
          </Button>
        </Group>
        <AccountBulkActions eventId={eventId} selection={selection.body} count={selection.count} onDone={selection.clear} />
      </Group>
    </Paper>
  );
}
