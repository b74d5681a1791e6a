import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AccountImport } from '@aula/shared';
import { formatDateTime } from '@/lib/date-format';
import { useLanguage } from '@/lib/use-language';

/** SPEC §4's importing indicator: shown while the job runs, also after a reload. */
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
  const succeeded = result.status === 'success';
  const title = succeeded ? t('result.successTitle') : result.status === 'trial' ? t('result.trialTitle') : t('result.errorTitle');
  return (
    <Alert
      color={succeeded ? 'teal' : 'red'}
      icon={succeeded ? <IconCircleCheck size={18} aria-hidden /> : <IconAlertTriangle size={18} aria-hidden />}
      title={title}
      role={succeeded ? 'status' : 'alert'}
    >
      <Stack gap="sm">
        <Text size="sm">{succeeded ? t('result.success', result) : result.errorMessage || t('errors:socketUnknown')}</Text>
        <Group gap="sm">
          <Button component={Link} to={accountsHref} size="xs">
            {t('result.goToAccounts')}
          </Button>
          <Button variant="default" size="xs" onClick={onAnother}>
            {t('result.another')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** One line about the event's last finished import, for a reload that missed its end. */
export function LastImport({ last }: { last: AccountImport }) {
  const { t } = useTranslation('account-import');
  const { language } = useLanguage();
  const finished = dayjs(last.finishedAt ?? last.startedAt);
  const when = formatDateTime(finished.format('YYYY-MM-DD'), finished.format('HH:mm'), language);
  const key = last.status === 'success' ? 'last.success' : last.status === 'trial' ? 'last.trial' : 'last.error';
  return (
    <Text size="sm" c="dimmed">
      {t(key, { ...last, when, message: last.errorMessage ?? t('errors:socketUnknown') })}
    </Text>
  );
}
