import { useEffect, useState } from 'react';
import { Alert, Loader, Modal, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { MailTemplatePreview } from '@aula/shared';
import { previewMailTemplate, usePreviewAccounts } from '../api/mail-templates-api';
import type { TemplateFormValues } from '../lib/template-form-values';
import { loadingProps } from '@/components/ui/loading-props';

type TemplatePreviewDialogProps = { eventId: number; values: TemplateFormValues; onClose(): void };

const PREVIEW_FRAME_HEIGHT = 520;

/**
 * The template as a chosen account of the event would get it, English and German side by side
 * (or with sample values when the event has no account). The mail's HTML is shown in a sandboxed
 * frame: no scripts, no navigation out of the console.
 */
export function TemplatePreviewDialog({ eventId, values: shown, onClose }: TemplatePreviewDialogProps) {
  const { t } = useTranslation('mail-templates');
  // The words as they were when the preview opened; the form behind it does not change meanwhile.
  const [values] = useState(shown);
  const [search, setSearch] = useState('');
  const [chosenLabel, setChosenLabel] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [accountId, setAccountId] = useState<number | null>(null);
  const [preview, setPreview] = useState<MailTemplatePreview | null>(null);
  const [failed, setFailed] = useState(false);
  const { data: accounts } = usePreviewAccounts(eventId, debounced === chosenLabel ? '' : debounced);

  useEffect(() => {
    let current = true;
    const { subjectEn, subjectDe, bodyEn, bodyDe } = values;
    previewMailTemplate(eventId, { subjectEn, subjectDe, bodyEn, bodyDe, accountId })
      .then((answer) => current && (setPreview(answer), setFailed(false)))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [eventId, values, accountId]);

  const shownId = accountId ?? preview?.accountId ?? null;
  const options = (accounts ?? []).map((account) => ({ value: String(account.id), label: `${account.name || account.email} · ${account.email}` }));

  return (
    <Modal opened onClose={onClose} title={t('preview.title')} size="100%" centered>
      <Stack gap="md">
        <Select
          label={t('preview.account')}
          placeholder={t('preview.accountPlaceholder')}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          data={options}
          value={shownId === null ? null : String(shownId)}
          onChange={(value, option) => {
            setAccountId(value ? Number(value) : null);
            setChosenLabel(option?.label ?? '');
          }}
          nothingFoundMessage={t('preview.noAccounts')}
          maw={480}
        />
        {preview && preview.accountId === null && <Alert color="blue">{t('preview.sampleValues')}</Alert>}
        <Text size="sm" c="dimmed">
          {t('preview.sampleLink')}
        </Text>
        {failed && <Alert color="red">{t('preview.failed')}</Alert>}
        {!preview && !failed && <Loader {...loadingProps(t('preview.loading'))} />}
        {preview && (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {(['en', 'de'] as const).map((lang) => (
              <Stack key={lang} gap="xs" component="section" aria-label={t(`preview.${lang}`)} data-testid={`preview-${lang}`}>
                <Title order={2} size="h5">
                  {t(`preview.${lang}`)}
                </Title>
                <Text size="sm">
                  <Text span fw={600}>
                    {t('preview.subject')}
                  </Text>{' '}
                  <span data-testid={`preview-subject-${lang}`}>{preview[lang].subject}</span>
                </Text>
                <iframe
                  title={t('preview.frame', { language: t(`preview.${lang}`) })}
                  sandbox=""
                  srcDoc={preview[lang].html}
                  style={{ width: '100%', height: PREVIEW_FRAME_HEIGHT, border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}
                />
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Modal>
  );
}
