import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { avoidedGermanTerms } from '@aula/shared/testing/german-terms';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const folders = ['apps/server/src', 'packages/shared/src'];

/** Words kept on purpose, by file: they are read from what people write, never shown. */
const KEPT: Record<string, readonly string[]> = {
  // An import file may name the role as people write it (docs/rules/attendees.md#account-import).
  'packages/shared/src/rules/account-import.ts': ['teilnehmer', 'teilnehmerin'],
};

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) yield full;
  }
}

/** The text of every string and template literal of a file: where the server's German messages, mails and files live. */
function literalsOf(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const literals: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) literals.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return literals;
}

describe("the server's and the shared rules' German texts", () => {
  it('name the product terms as the glossary does (docs/glossary.md)', () => {
    const files = folders.flatMap((folder) => [...sourceFiles(path.join(root, folder))]);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => {
      const name = path.relative(root, file);
      return literalsOf(file)
        .filter((text) => !KEPT[name]?.includes(text))
        .flatMap((text) => avoidedGermanTerms(text).map((problem) => `${name}: "${text}": ${problem}`));
    });
    expect(found).toEqual([]);
  });
});
