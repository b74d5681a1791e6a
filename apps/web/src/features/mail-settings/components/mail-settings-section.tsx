import { Alert, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { MailSettings } from '@aula/shared';
import { useMailSettings } from '../api/mail-settings-api';
import { loadingProps } from '@/components/ui/loading-props';

/** `"Name" <address>` as a mail program shows the sender, with the defaults where nothing is set. */
export const senderLine = (settings: MailSettings) =>
  `${settings.senderName || settings.defaultSenderName} <${settings.senderEmail || settings.defaultSenderAddress}>`;

/** The mail part of /event/{id}/settings/standard: what the event's mails say about their sender, and how they go out. */
export function MailSettingsSection() {
  const { t } = useTranslation('mail-settings');
  const eventId = Number(useParams().id ?? 0);
  const { data: settings, isError } = useMailSettings(eventId);
  if (isError) return <Alert color="red" title={t('loadFailed')} />;
  if (!settings) return <Skeleton height={240} {...loadingProps(t('loading'))} />;

  const delivery = settings.smtpEnabled
    ? t('overview.ownServer', { host: settings.smtpHost, port: settings.smtpPort, security: t(`security.${settings.smtpSecurity}`) })
    : t('overview.appServer');
  const rows: [string, string][] = [
    [t('overview.sender'), senderLine(settings)],
    [t('overview.replyTo'), settings.replyTo || t('overview.replyToSender')],
    [t('overview.delivery'), delivery],
  ];
  return (
    <Paper withBorder p="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('overview.title')}
          </Title>
          <Button component={Link} to={`/event/${eventId}/settings/standard/configure`} leftSection={<IconSettings size={16} aria-hidden />}>
            {t('overview.configure')}
          </Button>
        </Group>
        {!settings.saved && <Text c="dimmed">{t('overview.defaults')}</Text>}
        <Table variant="vertical" withTableBorder={false} aria-label={t('overview.title')}>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={180}>{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
