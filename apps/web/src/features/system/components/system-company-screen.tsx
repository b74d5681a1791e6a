import { Alert, Anchor, Divider, Group, Paper, Skeleton, Stack, Table, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { SystemCompanyDetail } from '@aula/shared';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/date-format';
import { useSystemCompany } from '../api/system-api';
import { utcDay } from '../lib/system-texts';
import { CompanyHistory, CompanyUsers } from './company-tables';
import { LicenseForm } from './license-form';
import { LicenseStateBadge } from './license-state-badge';
import { TrialForm } from './trial-form';
import { loadingProps } from '@/components/ui/loading-props';

/**
 * /profile/system/{companyId} (docs/rules/billing.md#system-settings): the company's licence and users, and the admins'
 * actions on its licence; internal staff see the actions disabled.
 */
export function SystemCompanyScreen() {
  const { t } = useTranslation('system');
  const companyId = Number(useParams().companyId ?? 0);
  const detail = useSystemCompany(Number.isInteger(companyId) ? companyId : 0);
  const error = detail.error;
  const status = error instanceof ApiError ? error.status : 0;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/profile/system">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          {t('detail.back')}
        </Group>
      </Anchor>
      {error && <Alert color="red">{status === 403 ? t('forbidden') : status === 404 || status === 400 ? t('detail.notFound') : t('loadFailed')}</Alert>}
      {!detail.data && !error && <Skeleton height={320} {...loadingProps(t('detail.loading'))} />}
      {detail.data && <CompanyDetail detail={detail.data} />}
    </Stack>
  );
}

function CompanyDetail({ detail }: { detail: SystemCompanyDetail }) {
  const { t, i18n } = useTranslation('system');
  const { company, mayChange } = detail;
  const day = (instant: string | null) => {
    const shown = utcDay(instant);
    return shown ? formatDate(shown, i18n.language) : '–';
  };
  const rows: [string, string][] = [
    [t('company.owner'), company.ownerEmail ?? '–'],
    [t('company.plan'), company.plan ? t(`plan.${company.plan}`) : '–'],
    [t('company.trialEnd'), day(company.trialEndsAt)],
    [t('company.licenseEnd'), company.state === 'licensed' && !company.licenseEndsAt ? t('company.noEnd') : day(company.licenseEndsAt)],
    [t('company.users'), String(company.usersCount)],
    [t('company.events'), String(company.eventsCount)],
    [t('company.created'), day(company.createdAt)],
  ];
  return (
    <>
      <Group gap="md">
        <Title order={1}>{company.name}</Title>
        <LicenseStateBadge state={company.state} />
      </Group>
      <Table variant="vertical" withTableBorder={false} aria-label={t('detail.facts')} maw={640}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={200}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Paper withBorder p="lg" component="section" aria-label={t('detail.actions')}>
        <Stack gap="lg">
          <Title order={2} size="h4">
            {t('detail.actions')}
          </Title>
          {!mayChange && <Alert color="blue">{t('readOnly')}</Alert>}
          <TrialForm company={company} disabled={!mayChange} />
          <Divider />
          <LicenseForm key={company.plan ?? 'none'} company={company} disabled={!mayChange} />
        </Stack>
      </Paper>
      <CompanyUsers users={detail.users} />
      <CompanyHistory changes={detail.changes} />
    </>
  );
}
