import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatShownDateTime, type AccountImport } from '@aula/shared';
import { useRouteIds } from '@/components/routing/use-route-ids';
import { useEventZone } from '@/lib/event-zone';
import { useLanguage } from '@/lib/use-language';

/** The importing indicator (docs/rules/attendees.md#account-import): shown while the job runs, also after a reload. */
export function ImportRunning() {
  const { t } = useTranslation('account-import');
  return (
    <Paper withBorder p="xl" aria-busy="true">
      <Group wrap="nowrap" gap="lg">
        <Loader aria-hidden />
        <Stack gap={4}>
          <Title order={2} size="h4" role="status">
            {t('running.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('running.text')}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

type ResultProps = { result: AccountImport; accountsHref: string; onAnother: () => void };

/** How the import ended: what was created, updated and skipped, or why nothing was (the spinner has stopped). */
export function ImportResult({ result, accountsHref, onAnother }: ResultProps) {
  const { t } = useTranslation('account-import');
  const actions = (
    <Group gap="sm">
      <Button component={Link} to={accountsHref} size="xs">
        {t('result.goToAccounts')}
      </Button>
      <Button variant="default" size="xs" onClick={onAnother}>
        {t('result.another')}
      </Button>
    </Group>
  );
  if (result.status === 'success') {
    return (
      <Paper withBorder p="lg" role="status">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <IconCircleCheck size={28} color="var(--mantine-color-teal-9)" aria-hidden />
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('result.successTitle')}
            </Title>
            <Text size="sm">{t('result.success', result)}</Text>
            {actions}
          </Stack>
        </Group>
      </Paper>
    );
  }
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title={result.status === 'trial' ? t('result.trialTitle') : t('result.errorTitle')} role="alert">
      <Stack gap="sm">
        <Text size="sm">{result.errorMessage || t('errors:socketUnknown')}</Text>
        {actions}
      </Stack>
    </Alert>
  );
}

/** One line about the event's last finished import, for a reload that missed its end. */
export function LastImport({ last }: { last: AccountImport }) {
  const { t } = useTranslation('account-import');
  const { language } = useLanguage();
  const zone = useEventZone(useRouteIds('id').id);
  const when = zone ? formatShownDateTime(Date.parse(last.finishedAt ?? last.startedAt), zone, language) : '';
  const key = last.status === 'success' ? 'last.success' : last.status === 'trial' ? 'last.trial' : 'last.error';
  return (
    <Text size="sm" c="dimmed">
      {t(key, { ...last, when, message: last.errorMessage ?? t('errors:socketUnknown') })}
    </Text>
  );
}
