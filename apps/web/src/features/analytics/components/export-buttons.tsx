import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsExportQueryInput, AnalyticsScreen } from '@aula/shared';
import { showErrorToast } from '@/components/ui/toasts';
import { downloadAnalyticsExport, type AnalyticsDownload } from '../api/download-analytics-export';

type ExportButtonsProps = { eventId: number; screen: AnalyticsScreen; query: AnalyticsExportQueryInput; withPdf?: boolean };

/** The screen's figures as CSV and XLSX (and the dashboard's PDF summary), for the day and filters shown. */
export function ExportButtons({ eventId, screen, query, withPdf = false }: ExportButtonsProps) {
  const { t } = useTranslation('analytics');
  const downloads: [label: string, download: AnalyticsDownload][] = [
    [t('export.csv'), { kind: 'file', screen, format: 'csv' }],
    [t('export.xlsx'), { kind: 'file', screen, format: 'xlsx' }],
    ...(withPdf ? [[t('export.pdf'), { kind: 'pdf' }] as [string, AnalyticsDownload]] : []),
  ];
  const download = async (what: AnalyticsDownload) => {
    try {
      await downloadAnalyticsExport(eventId, what, query);
    } catch {
      showErrorToast(t('export.failed'));
    }
  };
  return (
    <Group gap="xs" role="group" aria-label={t('export.label')}>
      {downloads.map(([label, what]) => (
        <Button key={label} variant="default" size="sm" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void download(what)}>
          {label}
        </Button>
      ))}
    </Group>
  );
}
