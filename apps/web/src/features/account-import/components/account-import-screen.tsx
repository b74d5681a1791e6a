import { useState } from 'react';
import { Alert, Anchor, Button, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconFileImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { AccountImportExisting, AccountImportField, AccountImportMapping } from '@aula/shared';
import { FormSection } from '@/components/ui/form-section';
import { positiveId } from '@/lib/route-ids';
import { useApplyAccountImport } from '../api/apply-account-import';
import { useLatestAccountImport } from '../api/get-latest-account-import';
import { usePreviewAccountImport, type PreviewOutcome } from '../api/preview-account-import';
import { useRefreshOnImportMessage } from '../hooks/use-import-messages';
import { fileRefusal } from '../lib/accepted-file';
import { ColumnMapping } from './column-mapping';
import { FileDropZone } from './file-drop-zone';
import { ImportPreviewTable } from './import-preview-table';
import { ImportProblems } from './import-problems';
import { ImportResult, ImportRunning, LastImport } from './import-status';
import { TemplateLinks } from './template-links';

/**
 * /event/{id}/accounts/import (docs/rules/attendees.md#account-import): choose a file, match its columns (guessed, editable),
 * choose what happens to existing addresses, check every row with its problems on their lines,
 * then import in the background and see the result. A reload while it runs finds it again.
 */
export function AccountImportScreen() {
  const { t } = useTranslation('account-import');
  const eventId = positiveId(useParams().id);
  const accountsHref = `/event/${eventId}/accounts`;
  const latest = useLatestAccountImport(eventId);
  useRefreshOnImportMessage(eventId);
  const previewing = usePreviewAccountImport();
  const applying = useApplyAccountImport(eventId);
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<PreviewOutcome | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [existing, setExisting] = useState<AccountImportExisting>('update');
  const [followedId, setFollowedId] = useState<string | null>(null);

  const current = latest.data?.latest ?? null;
  // An import found running (on arrival or after a reload) is followed to its end like one started here.
  if (current?.status === 'running' && current.id !== followedId) setFollowedId(current.id);
  const followed = current && current.id === followedId ? current : null;

  const readFile = (chosen: File, mapping?: AccountImportMapping) => {
    const refused = fileRefusal(chosen);
    setRefusal(refused && t(refused));
    if (refused) return;
    setFile(chosen);
    previewing.mutate({ eventId, file: chosen, mapping }, { onSuccess: setOutcome });
  };
  const preview = outcome?.ok ? outcome.preview : null;
  const changeMapping = (field: AccountImportField, column: number | null) => {
    if (file && preview) readFile(file, { ...preview.mapping, [field]: column });
  };
  const start = () => {
    if (!file || !preview) return;
    applying.mutate({ eventId, file, mapping: preview.mapping, existing }, { onSuccess: (started) => setFollowedId(started.id) });
  };
  const startOver = () => {
    setFollowedId(null);
    setFile(null);
    setOutcome(null);
  };

  let content;
  if (followed?.status === 'running') {
    content = <ImportRunning />;
  } else if (followed) {
    content = <ImportResult result={followed} accountsHref={accountsHref} onAnother={startOver} />;
  } else {
    const blocked = !preview || preview.problemCount > 0 || preview.missingFields.length > 0;
    const importable = preview ? preview.counts.new + (existing === 'update' ? preview.counts.existing : 0) : 0;
    content = (
      <>
        {current && current.status !== 'running' && <LastImport last={current} />}
        <FormSection title={t('file.heading')}>
          <FileDropZone onFile={(chosen) => readFile(chosen)} busy={previewing.isPending} />
          <TemplateLinks />
          {file && <Text size="sm">{t('file.chosen', { name: file.name })}</Text>}
          {(refusal || (outcome && !outcome.ok)) && (
            <Alert color="red" title={t('file.refused')} role="alert">
              {refusal ?? (outcome && !outcome.ok ? outcome.message : '')}
            </Alert>
          )}
        </FormSection>
        {preview && (
          <>
            <FormSection title={t('mapping.heading')} description={t('mapping.intro')}>
              <ColumnMapping
                headers={preview.headers}
                mapping={preview.mapping}
                missingFields={preview.missingFields}
                disabled={previewing.isPending}
                onChange={changeMapping}
              />
            </FormSection>
            <FormSection title={t('existing.heading')} description={t('existing.count', { count: preview.counts.existing })}>
              <Radio.Group label={t('existing.label')} value={existing} onChange={(value) => setExisting(value as AccountImportExisting)}>
                <Stack gap="xs" mt="xs">
                  <Radio value="update" label={t('existing.update')} />
                  <Radio value="skip" label={t('existing.skip')} />
                </Stack>
              </Radio.Group>
            </FormSection>
            <FormSection title={t('preview.heading')} description={t('preview.counts', preview.counts)}>
              <ImportProblems problems={preview.problems} problemCount={preview.problemCount} missingFields={preview.missingFields} />
              <ImportPreviewTable rows={preview.rows} problems={preview.problems} mapping={preview.mapping} counts={preview.counts} />
            </FormSection>
            <Group justify="flex-end" gap="md">
              {blocked && (
                <Text size="sm" c="red">
                  {t('apply.blocked')}
                </Text>
              )}
              <Button
                leftSection={<IconFileImport size={18} aria-hidden />}
                disabled={blocked || previewing.isPending}
                loading={applying.isPending}
                onClick={start}
              >
                {t('apply.button', { count: importable })}
              </Button>
            </Group>
          </>
        )}
      </>
    );
  }

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={accountsHref} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t('back')}
        </Group>
      </Anchor>
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      {content}
    </Stack>
  );
}
