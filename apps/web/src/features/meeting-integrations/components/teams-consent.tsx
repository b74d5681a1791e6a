import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TeamsConsent as TeamsConsentState } from '@aula/shared';
import { failureMessage } from '@/components/form/server-field-errors';
import { useRefreshOnTeamsConsent, useStartTeamsConsent } from '../api/meeting-integrations-api';
import { openPendingTab } from '@/lib/pending-tab';

type TeamsConsentProps = { eventId: number; consent: TeamsConsentState; saved: boolean };

/**
 * The Azure app's admin consent (docs/decisions/0135-teams-admin-consent-state.md): opens Microsoft's
 * page in a new window, waits, and shows the outcome once the socket says Microsoft has answered.
 */
export function TeamsConsent({ eventId, consent, saved }: TeamsConsentProps) {
  const { t } = useTranslation('meeting-integrations');
  const start = useStartTeamsConsent();
  useRefreshOnTeamsConsent(eventId);

  const grant = () => {
    const consentWindow = openPendingTab();
    start.mutate(eventId, { onSuccess: ({ url }) => consentWindow.go(url), onError: consentWindow.close });
  };

  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm" fw={500}>
        {t('teams.consent.title')}
      </Text>
      {consent.state === 'waiting' && (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t('teams.consent.waiting')}</Text>
        </Group>
      )}
      {consent.state === 'granted' && <Alert color="green" role="status" title={t('teams.consent.granted')} w="100%" />}
      {consent.state === 'refused' && (
        <Alert color="red" role="alert" title={t('teams.consent.refused')} w="100%">
          <Text size="sm">{consent.error}</Text>
        </Alert>
      )}
      {consent.state === 'none' && <Text size="sm">{t('teams.consent.none')}</Text>}
      <Button variant="light" leftSection={<IconShieldCheck size={16} aria-hidden />} loading={start.isPending} disabled={!saved} onClick={grant}>
        {consent.state === 'waiting' ? t('teams.consent.again') : t('teams.consent.grant')}
      </Button>
      {!saved && <Text size="xs" c="dimmed">{t('teams.consent.saveFirst')}</Text>}
      {start.isError && (
        <Alert color="red" role="alert" w="100%">
          <Text size="sm">{failureMessage(start.error)}</Text>
        </Alert>
      )}
    </Stack>
  );
}
