import { Stack, Tabs, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export type LibraryTab = 'room-images' | 'email-templates';

/** The library's title and its two pages as tabs (/library/room-images and /library/email-templates, docs/rules/screens.md#signed-in-pages). */
export function LibraryTabs({ tab, children }: { tab: LibraryTab; children: ReactNode }) {
  const { t } = useTranslation('library');
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <Title order={1}>{t('title')}</Title>
      <Tabs value={tab} keepMounted={false} onChange={(value) => value && value !== tab && navigate(`/library/${value}`)}>
        <Tabs.List>
          <Tabs.Tab value="room-images">{t('tabs.roomImages')}</Tabs.Tab>
          <Tabs.Tab value="email-templates">{t('tabs.emailTemplates')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {children}
    </Stack>
  );
}
