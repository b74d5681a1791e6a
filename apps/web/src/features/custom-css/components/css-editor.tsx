import { useEffect, useRef } from 'react';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { css } from '@codemirror/lang-css';
import { bracketMatching, indentOnInput } from '@codemirror/language';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';

/** A problem to mark in the text, at its 1-based line and column, with its message in the user's language. */
export type EditorProblem = { line: number; column: number; message: string };

type CssEditorProps = {
  value: string;
  onChange: (value: string) => void;
  problems: EditorProblem[];
  /** The accessible name of the text area, and the id of the problems list that describes it. */
  label: string;
  describedBy: string;
};

function diagnosticsOf(state: EditorState, problems: EditorProblem[]): Diagnostic[] {
  return problems.map((problem) => {
    const line = state.doc.line(Math.min(Math.max(problem.line, 1), state.doc.lines));
    const from = Math.min(line.from + Math.max(problem.column - 1, 0), line.to);
    return { from, to: Math.min(from + 1, line.to), severity: 'error', message: problem.message };
  });
}

/**
 * The CSS editor (docs/decisions/0122-codemirror-for-custom-css.md): line numbers, CSS highlighting
 * and the server's problems marked at their line and column. Loaded only by this screen.
 */
export function CssEditor({ value, onChange, problems, label, describedBy }: CssEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  const valueRef = useRef(value);
  useEffect(() => {
    onChangeRef.current = onChange;
    valueRef.current = value;
  });

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: valueRef.current,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightActiveLine(),
          history(),
          indentOnInput(),
          bracketMatching(),
          css(),
          lintGutter(),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          EditorView.contentAttributes.of({ 'aria-label': label, 'aria-describedby': describedBy, 'aria-multiline': 'true' }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current(update.state.doc.toString());
          }),
          EditorView.theme({ '&': { minHeight: '24rem', border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-sm)' }, '.cm-scroller': { fontFamily: 'var(--mantine-font-family-monospace)' } }),
        ],
      }),
    });
    view.current = editor;
    return () => editor.destroy();
  }, [label, describedBy]);

  useEffect(() => {
    const editor = view.current;
    if (!editor || editor.state.doc.toString() === value) return;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [value]);

  useEffect(() => {
    const editor = view.current;
    if (editor) editor.dispatch(setDiagnostics(editor.state, diagnosticsOf(editor.state, problems)));
  }, [problems]);

  return <div ref={host} />;
}
