import { Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type ListPaginationProps = { page: number; pageSize: number; total: number; onPage(page: number): void };

/** The pages of a list, 20 rows a page; nothing when everything fits on one. */
export function ListPagination({ page, pageSize, total, onPage }: ListPaginationProps) {
  const { t } = useTranslation('analytics');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <Pagination
      total={pages}
      value={page}
      onChange={onPage}
      siblings={1}
      boundaries={1}
      getControlProps={(control) =>
        control === 'previous' ? { 'aria-label': t('accounts.previousPage') } : control === 'next' ? { 'aria-label': t('accounts.nextPage') } : {}
      }
      getItemProps={(item) => ({ 'aria-label': t('accounts.page', { page: item }) })}
    />
  );
}
