import { useState } from 'react';
import { ActionIcon, Alert, Anchor, Button, Card, Group, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconMail, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MailTemplateSummary } from '@aula/shared';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { showSuccessToast } from '@/components/ui/toasts';
import { useDeleteMailTemplate, useMailTemplates } from '../api/mail-templates-api';
import { templateHrefs } from '../hooks/use-template-route';
import { loadingProps } from '@/components/ui/loading-props';

/** The templates of an event (or of the library, `eventId` 0): each with its subject, to edit or delete after confirmation. */
export function TemplateList({ eventId }: { eventId: number }) {
  const { t } = useTranslation('mail-templates');
  const scope = { eventId };
  const { data: templates, isError } = useMailTemplates(scope);
  const remove = useDeleteMailTemplate(scope);
  const [deleting, setDeleting] = useState<MailTemplateSummary | null>(null);
  const hrefs = templateHrefs(eventId);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      showSuccessToast(t('delete.done'));
    } catch {
      // The API client has shown the failure.
    } finally {
      setDeleting(null);
    }
  };

  const add = (
    <Button component={Link} to={hrefs.edit(0)} leftSection={<IconPlus size={16} aria-hidden />}>
      {t('list.add')}
    </Button>
  );

  let content;
  if (isError) content = <Alert color="red">{t('list.loadFailed')}</Alert>;
  else if (!templates) content = <Skeleton height={120} {...loadingProps(t('list.loading'))} />;
  else if (templates.length === 0) content = <EmptyState icon={IconMail} title={t('list.emptyTitle')} text={t(eventId > 0 ? 'list.emptyText' : 'list.emptyLibraryText')} action={add} />;
  else {
    content = templates.map((template) => (
      <Card key={template.id} withBorder padding="md" data-testid="template-row">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={hrefs.edit(template.id)} fw={600} c="inherit" truncate>
              {template.name}
            </Anchor>
            <Text size="sm" c="dimmed" truncate>
              {template.subjectEn}
            </Text>
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <Tooltip label={t('list.edit')}>
              <ActionIcon component={Link} to={hrefs.edit(template.id)} variant="subtle" size="lg" aria-label={t('list.editNamed', { name: template.name })}>
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('list.delete')}>
              <ActionIcon variant="subtle" color="red" size="lg" aria-label={t('list.deleteNamed', { name: template.name })} onClick={() => setDeleting(template)}>
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </Card>
    ));
  }

  return (
    <Stack gap="md">
      {templates && templates.length > 0 && <Group justify="flex-end">{add}</Group>}
      {content}
      <ConfirmDeleteDialog
        opened={deleting !== null}
        title={t('delete.title')}
        question={t('delete.question')}
        subject={deleting?.name}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        deleting={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
