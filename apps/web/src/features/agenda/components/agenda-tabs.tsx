import { useTranslation } from 'react-i18next';
import { SectionTabs } from '@/components/layouts/section-tabs';

/** The content section's tabs: rooms and agenda. */
export function AgendaTabs({ eventId }: { eventId: number }) {
  const { t } = useTranslation('agenda');
  return (
    <SectionTabs
      label={t('tabs.label')}
      tabs={[
        { label: t('tabs.rooms'), to: `/event/${eventId}/content/rooms` },
        { label: t('tabs.agenda'), to: `/event/${eventId}/content/agenda` },
      ]}
    />
  );
}
