import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Button, Group, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconEye } from '@tabler/icons-react';
import type { Editor } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MAIL_TEMPLATE_NAME_MAX_LENGTH, MAIL_TEMPLATE_SUBJECT_MAX_LENGTH } from '@aula/shared';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { useLeavePageGuard } from '@/components/form/use-leave-page-guard';
import { useSubmitForm } from '@/components/form/use-submit-form';
import { useValidationTranslator } from '@/components/form/translate-validation';
import { RichTextEditor } from '@/components/rich-text/rich-text-editor';
import { useSaveMailTemplate, type TemplateScope } from '../api/mail-templates-api';
import { languageOf, TEMPLATE_FIELD_ORDER, templateErrors, type TemplateFormValues } from '../lib/template-form-values';
import { PlaceholderMenu } from './placeholder-menu';
import { TemplatePreviewDialog } from './template-preview-dialog';
import { keepEnterFromSaving } from '@/components/form/keep-enter-from-saving';

type Language = 'en' | 'de';
type TemplateFormProps = { scope: TemplateScope; templateId: number; initialValues: TemplateFormValues; listHref: string };

/** Field errors are shared validation keys, or this namespace's own (an unknown placeholder). */
function useErrorText() {
  const { t } = useTranslation('mail-templates');
  const translate = useValidationTranslator();
  return useCallback((error: ReactNode) => (typeof error === 'string' && error.startsWith('mail-templates:') ? t(error) : translate(error)), [t, translate]);
}

/**
 * A template's form: its name, then English and German tabs of a subject and a rich-text body,
 * each with the list of placeholders to insert at the cursor. An event's template can be previewed
 * for one of its accounts as it stands in the form, saved or not.
 */
export function TemplateForm({ scope, templateId, initialValues, listHref }: TemplateFormProps) {
  const { t } = useTranslation('mail-templates');
  const navigate = useNavigate();
  const errorText = useErrorText();
  const form = useForm<TemplateFormValues>({ initialValues, validate: templateErrors, validateInputOnBlur: true });
  const allowNavigation = useLeavePageGuard(form.isDirty());
  const save = useSaveMailTemplate(scope);
  const [language, setLanguage] = useState<Language>('en');
  const [previewing, setPreviewing] = useState(false);
  const subjects = useRef<Partial<Record<Language, HTMLInputElement | null>>>({});
  const editors = useRef<Partial<Record<Language, Editor>>>({});

  const { failure, onSubmit } = useSubmitForm({
    form,
    send: (values) => save.mutateAsync({ id: templateId, ...values }),
    fieldOrder: TEMPLATE_FIELD_ORDER,
    savedToast: true,
    onSuccess: () => {
      allowNavigation();
      navigate(listHref);
    },
  });

  const errorIn = (lang: Language) => Object.keys(form.errors).some((field) => languageOf(field) === lang);
  const submit = (event?: React.FormEvent<HTMLFormElement>) => {
    const { errors } = form.validate();
    // A hidden tab's error would go unseen: show the first language that has one.
    const first = TEMPLATE_FIELD_ORDER.find((field) => errors[field]);
    const lang = first ? languageOf(first) : null;
    if (lang) setLanguage(lang);
    onSubmit(event);
  };

  const insertIntoSubject = (lang: Language, token: string) => {
    const field = lang === 'en' ? 'subjectEn' : 'subjectDe';
    const input = subjects.current[lang];
    const value = form.getValues()[field];
    const start = input?.selectionStart ?? value.length;
    const end = input?.selectionEnd ?? start;
    form.setFieldValue(field, value.slice(0, start) + token + value.slice(end));
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(start + token.length, start + token.length);
    });
  };
  const insertIntoBody = (lang: Language, token: string) => editors.current[lang]?.chain().focus().insertContent(token).run();

  const wordsTab = (lang: Language) => {
    const subjectField = lang === 'en' ? 'subjectEn' : 'subjectDe';
    const bodyField = lang === 'en' ? 'bodyEn' : 'bodyDe';
    const subjectLabel = t(`fields.subject_${lang}`);
    const bodyLabel = t(`fields.body_${lang}`);
    const subjectProps = form.getInputProps(subjectField);
    const bodyProps = form.getInputProps(bodyField);
    return (
      <Tabs.Panel value={lang} pt="md">
        <Stack gap="md">
          {lang === 'de' && <Text size="sm" c="dimmed">{t('edit.germanHint')}</Text>}
          <Stack gap={4}>
            <Group justify="flex-end">
              <PlaceholderMenu fieldLabel={subjectLabel} onInsert={(token) => insertIntoSubject(lang, token)} />
            </Group>
            <TextInput
              {...subjectProps}
              error={errorText(subjectProps.error)}
              ref={(element) => {
                subjects.current[lang] = element;
              }}
              label={subjectLabel}
              required={lang === 'en'}
              maxLength={MAIL_TEMPLATE_SUBJECT_MAX_LENGTH}
              data-path={subjectField}
            />
          </Stack>
          <div data-path={bodyField}>
            <RichTextEditor
              label={bodyLabel}
              value={form.getValues()[bodyField]}
              onChange={(html) => form.setFieldValue(bodyField, html)}
              eventId={scope.eventId}
              error={typeof bodyProps.error === 'string' ? String(errorText(bodyProps.error)) : undefined}
              onEditor={(editor) => {
                editors.current[lang] = editor;
              }}
              extraControls={<PlaceholderMenu fieldLabel={bodyLabel} onInsert={(token) => insertIntoBody(lang, token)} />}
            />
          </div>
        </Stack>
      </Tabs.Panel>
    );
  };

  const nameProps = form.getInputProps('name');
  return (
    <form noValidate onSubmit={submit} onKeyDown={keepEnterFromSaving}>
      <Stack gap="lg" maw={860}>
        {failure && <FormErrorAlert>{failure}</FormErrorAlert>}
        <TextInput {...nameProps} error={errorText(nameProps.error)} label={t('fields.name')} required maxLength={MAIL_TEMPLATE_NAME_MAX_LENGTH} data-path="name" />
        <Tabs value={language} onChange={(value) => setLanguage(value === 'de' ? 'de' : 'en')}>
          <Tabs.List>
            <Tabs.Tab value="en" c={errorIn('en') ? 'red' : undefined}>
              {t('edit.english')}
            </Tabs.Tab>
            <Tabs.Tab value="de" c={errorIn('de') ? 'red' : undefined}>
              {t('edit.german')}
            </Tabs.Tab>
          </Tabs.List>
          {wordsTab('en')}
          {wordsTab('de')}
        </Tabs>
        <Group justify="space-between">
          {scope.eventId > 0 ? (
            <Button variant="light" leftSection={<IconEye size={16} aria-hidden />} onClick={() => form.validate().hasErrors || setPreviewing(true)}>
              {t('preview.open')}
            </Button>
          ) : (
            <span />
          )}
          <Group>
            <Button variant="default" onClick={() => navigate(listHref)}>
              {t('edit.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('edit.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
      {previewing && <TemplatePreviewDialog eventId={scope.eventId} values={form.getValues()} onClose={() => setPreviewing(false)} />}
    </form>
  );
}
