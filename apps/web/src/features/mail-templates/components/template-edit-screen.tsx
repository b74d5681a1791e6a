import { useState } from 'react';
import { Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EditLoadState, EditScreen, type BackLink } from '@/components/edit-screen/edit-screen';
import { useCopyLibraryTemplate, useMailTemplate, useMailTemplates } from '../api/mail-templates-api';
import { templateHrefs, useTemplateRoute } from '../hooks/use-template-route';
import { EMPTY_TEMPLATE, valuesFromTemplate } from '../lib/template-form-values';
import { TemplateForm } from './template-form';

/**
 * …/templates/{tplID}/edit of an event or of the library: 0 adds a template (an event's starts
 * blank or as a copy of a library template), any other edits it.
 */
export function TemplateEditScreen() {
  const { t } = useTranslation('mail-templates');
  const { eventId, templateId } = useTemplateRoute();
  const back = { href: templateHrefs(eventId).list, label: t('edit.back') };
  return (
    <EditScreen back={back} title={templateId === 0 ? t('edit.addTitle') : t('edit.title')}>
      {templateId === 0 ? <NewTemplate eventId={eventId} /> : <ExistingTemplate key={templateId} eventId={eventId} templateId={templateId} back={back} />}
    </EditScreen>
  );
}

function NewTemplate({ eventId }: { eventId: number }) {
  const hrefs = templateHrefs(eventId);
  return (
    <>
      {eventId > 0 && <FromLibrary eventId={eventId} />}
      <TemplateForm scope={{ eventId }} templateId={0} initialValues={EMPTY_TEMPLATE} listHref={hrefs.list} />
    </>
  );
}

/** The other way to start: the event's own copy of one of the company's library templates. */
function FromLibrary({ eventId }: { eventId: number }) {
  const { t } = useTranslation('mail-templates');
  const navigate = useNavigate();
  const { data: library } = useMailTemplates({ eventId: 0 });
  const copy = useCopyLibraryTemplate(eventId);
  const [chosen, setChosen] = useState<string | null>(null);
  if (!library || library.length === 0) return null;
  const start = () => {
    if (!chosen) return;
    copy.mutate(Number(chosen), { onSuccess: (template) => navigate(templateHrefs(eventId).edit(template.id), { replace: true }) });
  };
  return (
    <Paper withBorder p="md" maw={860}>
      <Stack gap="xs">
        <Text fw={600}>{t('fromLibrary.title')}</Text>
        <Text size="sm" c="dimmed">
          {t('fromLibrary.hint')}
        </Text>
        <Group align="flex-end">
          <Select
            label={t('fromLibrary.template')}
            data={library.map((template) => ({ value: String(template.id), label: template.name }))}
            value={chosen}
            onChange={setChosen}
            w={320}
          />
          <Button variant="light" onClick={start} disabled={!chosen} loading={copy.isPending}>
            {t('fromLibrary.start')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function ExistingTemplate({ eventId, templateId, back }: { eventId: number; templateId: number; back: BackLink }) {
  const { t } = useTranslation('mail-templates');
  return (
    <EditLoadState query={useMailTemplate({ eventId }, templateId)} back={back} texts={{ loading: t('edit.loading'), loadFailed: t('edit.loadFailed') }}>
      {(template) => (
        <TemplateForm key={template.id} scope={{ eventId }} templateId={template.id} initialValues={valuesFromTemplate(template)} listHref={back.href} />
      )}
    </EditLoadState>
  );
}
