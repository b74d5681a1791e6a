import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, Pagination, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/date-format';
import { useSystemCompanies } from '../api/system-api';
import { utcDay } from '../lib/system-texts';
import { LicenseStateBadge } from './license-state-badge';
import { loadingProps } from '@/components/ui/loading-props';

const pageOf = (value: string | null) => {
  const page = Number(value ?? 1);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/**
 * /profile/system (docs/rules/billing.md#system-settings): every company, newest first, 20 a
 * page, searched by name or a user's e-mail. Search and page live in the address, so a reload or
 * the back button keeps the view.
 */
export function SystemCompaniesScreen() {
  const { t, i18n } = useTranslation('system');
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = pageOf(params.get('page'));
  const [typed, setTyped] = useState(search);
  const companies = useSystemCompanies(search, page);
  const day = (instant: string | null) => {
    const shown = utcDay(instant);
    return shown ? formatDate(shown, i18n.language) : '–';
  };

  const go = (next: { search?: string; page?: number }) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      const value = next.search ?? search;
      if (value) updated.set('search', value);
      else updated.delete('search');
      if (next.page && next.page > 1) updated.set('page', String(next.page));
      else updated.delete('page');
      return updated;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ search: typed.trim(), page: 1 });
  };

  const error = companies.error;
  const data = companies.data;
  return (
    <Stack gap="lg">
      {data && !data.mayChange && <Alert color="blue">{t('readOnly')}</Alert>}
      <form onSubmit={submit} role="search">
        <Group align="flex-end">
          <TextInput
            label={t('list.search')}
            placeholder={t('list.searchHint')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                setTyped('');
                go({ search: '', page: 1 });
              }
            }}
            leftSection={<IconSearch size={16} aria-hidden />}
            w={360}
          />
          <Button type="submit">{t('list.searchButton')}</Button>
        </Group>
      </form>
      {error && <Alert color="red">{error instanceof ApiError && error.status === 403 ? t('forbidden') : t('loadFailed')}</Alert>}
      {!data && !error && <Skeleton height={240} {...loadingProps(t('list.loading'))} />}
      {data && data.companies.length === 0 && <Text c="dimmed">{t('list.none')}</Text>}
      {data && data.companies.length > 0 && (
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover aria-label={t('list.label')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('company.name')}</Table.Th>
                <Table.Th>{t('company.owner')}</Table.Th>
                <Table.Th>{t('company.plan')}</Table.Th>
                <Table.Th>{t('company.state')}</Table.Th>
                <Table.Th>{t('company.trialEnd')}</Table.Th>
                <Table.Th>{t('company.licenseEnd')}</Table.Th>
                <Table.Th>{t('company.users')}</Table.Th>
                <Table.Th>{t('company.events')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.companies.map((company) => (
                <Table.Tr key={company.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/profile/system/${company.id}`}>
                      {company.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{company.ownerEmail ?? '–'}</Table.Td>
                  <Table.Td>{company.plan ? t(`plan.${company.plan}`) : '–'}</Table.Td>
                  <Table.Td>
                    <LicenseStateBadge state={company.state} />
                  </Table.Td>
                  <Table.Td>{day(company.trialEndsAt)}</Table.Td>
                  <Table.Td>{company.state === 'licensed' && !company.licenseEndsAt ? t('company.noEnd') : day(company.licenseEndsAt)}</Table.Td>
                  <Table.Td>{company.usersCount}</Table.Td>
                  <Table.Td>{company.eventsCount}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {data && data.total > data.pageSize && (
        <Pagination total={Math.ceil(data.total / data.pageSize)} value={data.page} onChange={(next) => go({ page: next })} />
      )}
    </Stack>
  );
}
