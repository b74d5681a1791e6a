import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findOutsideCitation } from './no-outside-citations.js';

// The whole repository's text, not only what ESLint lints: Markdown, styles and scripts too.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folders = ['apps', 'packages', 'bench', 'scripts', 'docs'];
const rootFiles = ['README.md', 'eslint.config.js', 'vitest.config.ts'];
const endings = /\.(ts|tsx|js|mjs|cjs|md|css|html)$/;
const skipped = new Set(['node_modules', 'dist', 'data', 'test-results', 'playwright-report']);

function* textFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (skipped.has(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(full);
    else if (endings.test(entry.name)) yield full;
  }
}

const allFiles = () => [
  ...folders.filter((f) => fs.existsSync(path.join(root, f))).flatMap((f) => [...textFiles(path.join(root, f))]),
  ...rootFiles.map((f) => path.join(root, f)).filter((f) => fs.existsSync(f)),
];

/** The anchor a Markdown heading gets on the usual renderers: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

const anchorsOf = (file) =>
  new Set(
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) => slug(line.replace(/^#+ /, ''))),
  );

describe('the repository cites only its own documents', () => {
  it('has no outside specification or issue number in any source or document', () => {
    const files = allFiles();
    expect(files.length).toBeGreaterThan(100);
    const found = [];
    for (const file of files) {
      fs.readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          const hit = findOutsideCitation(line);
          if (hit) found.push(`${path.relative(root, file)}:${i + 1}: ${hit.text}`);
        });
    }
    expect(found).toEqual([]);
  });

  it('cites only rules and decision records that exist, with headings that exist', () => {
    const missing = [];
    for (const file of allFiles()) {
      const text = fs.readFileSync(file, 'utf8');
      for (const [, target, anchor] of text.matchAll(/\b(docs\/(?:rules|decisions)\/[\w.-]+\.md)(?:#([\w-]+))?/g)) {
        const full = path.join(root, target);
        if (!fs.existsSync(full)) missing.push(`${path.relative(root, file)}: ${target}`);
        else if (anchor && !anchorsOf(full).has(anchor)) missing.push(`${path.relative(root, file)}: ${target}#${anchor}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('links between the rules and the records resolve', () => {
    const broken = [];
    for (const dir of ['docs/rules', 'docs/decisions']) {
      for (const name of fs.readdirSync(path.join(root, dir)).filter((n) => n.endsWith('.md'))) {
        const file = path.join(root, dir, name);
        for (const [, target, anchor] of fs.readFileSync(file, 'utf8').matchAll(/\]\(([^)#\s]*\.md)?(?:#([\w-]+))?\)/g)) {
          if (!target && !anchor) continue;
          const full = target ? path.resolve(path.dirname(file), target) : file;
          if (!fs.existsSync(full)) broken.push(`${dir}/${name}: ${target}`);
          else if (anchor && !anchorsOf(full).has(anchor)) broken.push(`${dir}/${name}: ${target ?? ''}#${anchor}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('has no decisions file that the records replaced', () => {
    expect(fs.existsSync(path.join(root, 'docs/decisions.md'))).toBe(false);
  });
});
