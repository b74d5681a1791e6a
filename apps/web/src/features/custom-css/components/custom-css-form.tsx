import { Alert, List, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOM_CSS_MAX_BYTES, customCssBytes, type CustomCss } from '@aula/shared';
import { failureMessage } from '@/components/form/server-field-errors';
import { SaveBar } from '@/components/form/save-bar';
import { confirmDiscard } from '@/components/form/unsaved-dialogs';
import { useLeavePageGuard } from '@/components/form/use-leave-page-guard';
import { FormSection } from '@/components/ui/form-section';
import { showSavedToast } from '@/components/ui/toasts';
import { ApiError } from '@/lib/api-failure';
import { useEventCode } from '../api/get-event-code';
import { useRestoreCustomCss } from '../api/restore-custom-css';
import { useSaveCustomCss } from '../api/save-custom-css';
import { previewProblemMessage, savedProblemMessages } from '../lib/problem-messages';
import { useDraftPreview } from '../lib/use-draft-preview';
import type { EditorProblem } from './css-editor';
import { CustomCssHistory } from './custom-css-history';
import { CustomCssPreview } from './custom-css-preview';

const FORM_ID = 'custom-css-form';
const PROBLEMS_ID = 'custom-css-problems';

// CodeMirror comes only with the editor (docs/decisions/0122-codemirror-for-custom-css.md).
const CssEditor = lazy(async () => ({ default: (await import('./css-editor')).CssEditor }));

type CustomCssFormProps = { eventId: number; saved: CustomCss };

/** The custom CSS editor (docs/rules/design.md#custom-css): editor, problems, live preview, history, save bar and leave warning. */
export function CustomCssForm({ eventId, saved }: CustomCssFormProps) {
  const { t } = useTranslation('custom-css');
  const [css, setCss] = useState(saved.css);
  const [savedProblems, setSavedProblems] = useState<EditorProblem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const dirty = css !== saved.css;
  useLeavePageGuard(dirty);
  const save = useSaveCustomCss();
  const restore = useRestoreCustomCss();
  const { data: code } = useEventCode(eventId);
  const preview = useDraftPreview(eventId, css);
  const bytes = customCssBytes(css);
  const tooLarge = bytes > CUSTOM_CSS_MAX_BYTES;

  const problems = useMemo(
    () => (savedProblems.length > 0 ? savedProblems : (preview?.problems ?? []).map((problem) => previewProblemMessage(t, problem))),
    [savedProblems, preview, t],
  );

  const fail = (error: unknown) => {
    const placed = savedProblemMessages(t, error);
    setSavedProblems(placed);
    const tooLargeAnswer = error instanceof ApiError && error.fields?.css === 'validation.css_too_large';
    setFailure(placed.length > 0 ? t('problems.refused') : tooLargeAnswer ? t('validation:css_too_large') : failureMessage(error));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (tooLarge) return;
    setFailure(null);
    save.mutateAsync({ eventId, css }).then(
      () => {
        setSavedProblems([]);
        showSavedToast();
      },
      fail,
    );
  };

  const onRestore = (version: number) => {
    // The form starts again from the restored version (the screen keys it by version).
    restore.mutateAsync({ eventId, version }).then(() => showSavedToast(), fail);
  };

  const discard = async () => {
    if (await confirmDiscard()) {
      setCss(saved.css);
      setSavedProblems([]);
      setFailure(null);
    }
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      <Text size="sm">{t('intro')}</Text>
      <form id={FORM_ID} noValidate onSubmit={onSubmit}>
        <Stack gap="lg">
          {failure && (
            <Alert color="red">{failure}</Alert>
          )}
          <FormSection title={t('editor.title')}>
            <Suspense fallback={<Text size="sm">{t('editor.loading')}</Text>}>
              <CssEditor
                value={css}
                onChange={(value) => {
                  setCss(value);
                  setSavedProblems([]);
                }}
                problems={problems}
                label={t('editor.label')}
                describedBy={PROBLEMS_ID}
              />
            </Suspense>
            <Text size="sm" c={tooLarge ? 'red' : 'dimmed'}>
              {t('editor.size', { kilobytes: (bytes / 1024).toFixed(1), limit: CUSTOM_CSS_MAX_BYTES / 1024 })}
              {tooLarge && ` · ${t('validation:css_too_large')}`}
            </Text>
            <div id={PROBLEMS_ID}>
              {problems.length > 0 && (
                <>
                  <Text size="sm" fw={600} c="red">
                    {t('problems.title', { count: problems.length })}
                  </Text>
                  <List size="sm" c="red">
                    {problems.map((problem) => (
                      <List.Item key={`${problem.line}:${problem.column}:${problem.message}`}>{problem.message}</List.Item>
                    ))}
                  </List>
                </>
              )}
            </div>
          </FormSection>
          <FormSection title={t('preview.title')}>
            <CustomCssPreview code={code ?? null} sanitizedCss={preview?.sanitizedCss ?? null} />
          </FormSection>
          <CustomCssHistory history={saved.history} restoring={restore.isPending} onRestore={onRestore} />
          {dirty && <SaveBar formId={FORM_ID} saving={save.isPending} onDiscard={() => void discard()} />}
        </Stack>
      </form>
    </Stack>
  );
}
