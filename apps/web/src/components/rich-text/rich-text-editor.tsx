import { useEffect, useMemo, type ReactNode } from 'react';
import { Input } from '@mantine/core';
import { Link, RichTextEditor as MantineRichTextEditor, getUploadImageExtension, type RichTextEditorLabels } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import Image from '@tiptap/extension-image';
import { useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/use-language';
import { IMAGE_ACCEPT, precheckImageFile } from '@aula/shared';
import { uploadEditorImage } from '@/components/media/api/upload-editor-image';
import { useValidationTranslator } from '@/components/form/translate-validation';
import { showErrorToast } from '@/components/ui/toasts';

export type RichTextEditorProps = {
  label: string;
  /** HTML; the server sanitises it again on save. */
  value: string;
  onChange(html: string): void;
  /** Images inserted here are uploaded for this event (POST /api/tinymceUpload/{eventId}); 0 offers no image upload. */
  eventId: number;
  error?: string;
  /** Hands out the editor, for a caller that inserts at the cursor (a mail template's placeholders). */
  onEditor?(editor: Editor): void;
  /** More controls at the end of the toolbar. */
  extraControls?: ReactNode;
};

/** An empty document as TipTap writes it; reported as '' so that "required" rules see nothing. */
const EMPTY_DOCUMENT = '<p></p>';

/**
 * A rich-text field (TipTap through @mantine/tiptap): headings, bold, italic, lists, links and
 * images, which are checked like every upload and stored for the event.
 */
export function RichTextEditor({ label, value, onChange, eventId, error, onEditor, extraControls }: RichTextEditorProps) {
  const { t } = useTranslation('media');
  const { language } = useLanguage();
  const translate = useValidationTranslator();

  const extensions = useMemo(
    () => [
      StarterKit.configure({ link: false }),
      Link.configure({ openOnClick: false }),
      getUploadImageExtension(Image, {
        onImageUpload: async (file: File) => {
          const problem = precheckImageFile(file);
          if (problem) throw new Error(String(translate(problem)));
          return uploadEditorImage(eventId, file);
        },
        onImageUploadError: (_file: File, failure: unknown) => {
          // Failures of the call itself are already shown by the API client.
          if (failure instanceof Error && failure.name === 'Error') showErrorToast(failure.message);
        },
      }),
    ],
    [eventId, translate],
  );

  const editor = useEditor(
    {
      extensions,
      content: value,
      immediatelyRender: true,
      shouldRerenderOnTransaction: false,
      editorProps: { attributes: { 'aria-label': label } },
      onUpdate: ({ editor: current }) => {
        const html = current.getHTML();
        onChange(html === EMPTY_DOCUMENT ? '' : html);
      },
    },
    [extensions],
  );

  useEffect(() => {
    if (editor && onEditor) onEditor(editor);
  }, [editor, onEditor]);

  // A value set from outside (a reset, loaded data) replaces the document; typing does not loop.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.getHTML();
    if (value !== current && !(value === '' && current === EMPTY_DOCUMENT)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const labels = useMemo<Partial<RichTextEditorLabels>>(
    () => ({
      boldControlLabel: t('editor.bold'),
      italicControlLabel: t('editor.italic'),
      strikeControlLabel: t('editor.strike'),
      h2ControlLabel: t('editor.h2'),
      h3ControlLabel: t('editor.h3'),
      bulletListControlLabel: t('editor.bulletList'),
      orderedListControlLabel: t('editor.orderedList'),
      blockquoteControlLabel: t('editor.blockquote'),
      linkControlLabel: t('editor.link'),
      unlinkControlLabel: t('editor.unlink'),
      linkEditorInputLabel: t('editor.linkInput'),
      linkEditorInputPlaceholder: 'https://example.com/',
      linkEditorExternalLink: t('editor.linkExternal'),
      linkEditorInternalLink: t('editor.linkInternal'),
      linkEditorSave: t('editor.linkSave'),
      imageUploadControlLabel: t('editor.image'),
      undoControlLabel: t('editor.undo'),
      redoControlLabel: t('editor.redo'),
    }),
    // The labels follow the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, language],
  );

  return (
    <Input.Wrapper label={label} error={error ? translate(error) : undefined} labelElement="div">
      <MantineRichTextEditor editor={editor} labels={labels} mt={4}>
        <MantineRichTextEditor.Toolbar>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Bold />
            <MantineRichTextEditor.Italic />
            <MantineRichTextEditor.Strikethrough />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.H2 />
            <MantineRichTextEditor.H3 />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.BulletList />
            <MantineRichTextEditor.OrderedList />
            <MantineRichTextEditor.Blockquote />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Link />
            <MantineRichTextEditor.Unlink />
            {eventId > 0 && <MantineRichTextEditor.ImageUpload accept={IMAGE_ACCEPT} />}
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Undo />
            <MantineRichTextEditor.Redo />
          </MantineRichTextEditor.ControlsGroup>
          {extraControls}
        </MantineRichTextEditor.Toolbar>
        <MantineRichTextEditor.Content />
      </MantineRichTextEditor>
    </Input.Wrapper>
  );
}
