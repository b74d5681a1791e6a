import type { CustomCss, CustomCssProblem, FieldProblem } from '@aula/shared';
import type { CustomCssVersionRow } from './repository';

/** The CSS in use and the saved versions, newest first; whitelists the fields sent. */
export function presentCustomCss(eventId: number, rows: CustomCssVersionRow[]): CustomCss {
  const [current] = rows;
  return {
    eventId,
    css: current?.css ?? '',
    version: current?.version ?? null,
    history: rows.map((row) => ({ version: row.version, css: row.css, savedAt: row.savedAt.toISOString(), savedBy: row.savedByName })),
  };
}

/** A sanitiser's problem as a field error of `css`, translated in the browser from its key and place. */
export function presentProblem(problem: CustomCssProblem): FieldProblem {
  return { field: 'css', key: `validation.css_${problem.code}`, params: { line: problem.line, column: problem.column, name: problem.name } };
}
