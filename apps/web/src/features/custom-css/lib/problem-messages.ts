import type { CustomCssProblem, FieldProblem } from '@aula/shared';
import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-failure';
import type { EditorProblem } from '../components/css-editor';

/** A preview's problem in the user's language: `validation.css_<code>` with its line, column and name. */
export function previewProblemMessage(t: TFunction, problem: CustomCssProblem): EditorProblem {
  return { line: problem.line, column: problem.column, message: t(`css_${problem.code}`, { ns: 'validation', ...problem }) };
}

/** A refused save's problems in the user's language; none when the failure names no place. */
export function savedProblemMessages(t: TFunction, error: unknown): EditorProblem[] {
  if (!(error instanceof ApiError) || !error.problems) return [];
  return error.problems
    .filter((problem: FieldProblem) => problem.field === 'css' && problem.key.startsWith('validation.'))
    .map((problem) => ({
      line: Number(problem.params.line ?? 1),
      column: Number(problem.params.column ?? 1),
      message: t(problem.key.slice('validation.'.length), { ns: 'validation', ...problem.params }),
    }));
}
