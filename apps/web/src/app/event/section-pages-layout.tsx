import { Stack } from '@mantine/core';
import { Outlet, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SectionTabs } from '@/components/layouts/section-tabs';
import type { EventSubPage } from './event-sections';

type Props = { sectionPath: string; labelKey: string; pages: readonly EventSubPage[]; keptInTabs?: readonly string[] };

const NOTHING_KEPT: readonly string[] = [];

/** A section with several pages (content: rooms, agenda; accounts): their tabs above whichever page is open, carrying the query parameters the section keeps. */
export function SectionPagesLayout({ sectionPath, labelKey, pages, keptInTabs = NOTHING_KEPT }: Props) {
  const { t } = useTranslation();
  const { id } = useParams();
  const [params] = useSearchParams();
  const kept = new URLSearchParams(keptInTabs.flatMap((name) => params.getAll(name).map((value) => [name, value]))).toString();
  const tabs = pages
    .filter((page): page is EventSubPage & { tabKey: string } => page.tabKey !== undefined)
    // The section's own page is current only at its own address, not on the pages below it.
    .map((page) => ({ label: t(page.tabKey), to: `/event/${id}/${sectionPath}${page.path ? `/${page.path}` : ''}`, end: page.path === '', search: kept }));
  return (
    <Stack gap="lg">
      {/* A single tab offers no choice; the tabs appear with a second page. */}
      {tabs.length > 1 && <SectionTabs label={t(labelKey)} tabs={tabs} />}
      <Outlet />
    </Stack>
  );
}
