import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTemplateRoute } from '../hooks/use-template-route';
import { TemplateList } from './template-list';

/** /event/{id}/communications/templates: the event's e-mail templates. */
export function TemplatesScreen() {
  const { t } = useTranslation('mail-templates');
  const { eventId } = useTemplateRoute();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('list.title')}</Title>
      <Text c="dimmed">{t('list.intro')}</Text>
      <TemplateList eventId={eventId} />
    </Stack>
  );
}
